import { en as apiErrors } from './apiErrors.js';

/**
 * English catalogue of the app's own texts: the reference every other language is checked against.
 *
 * Shape of every catalogue (en, de, fr, pt):
 * - `ra.*`: react-admin's own messages (from ra-language-* or ./ra/*.ts).
 * - `app.*`: the shell: menu, layout, bare pages, error pages.
 * - `resources.<name>.*`: one entry per resource, react-admin's convention: `name` ("One |||| Many",
 *   used by the menu, titles and breadcrumbs), `fields.<source>` (labels of inputs and columns),
 *   and anything else the resource's screens need (`resources.<name>.actions.*`, ...).
 *   A resource adds its texts in `src/resources/<name>/messages.ts` (English) and `translations.ts`
 *   (de, fr, pt), found by their folder (./extensions.ts); its `name` is there too.
 * A unit test fails when any key of the English catalogue is missing from another language.
 */
export const appEnglish = {
  app: {
    menu: {
      dashboard: 'Dashboard',
      profile: 'Profile',
      change_password: 'Change password',
      main: 'Main menu',
    },
    shortcuts: {
      title: 'Keyboard shortcuts',
      help: 'Shortcuts work anywhere but in a field.',
      then: 'then',
      show: 'Show the keyboard shortcuts',
      search: 'Search the list',
      go: 'Go to %{name}',
      close: 'Close',
    },
    layout: {
      home: 'Home',
      breadcrumbs: 'Breadcrumb',
      language: 'Language',
      add: 'Add',
      edit: 'Edit',
      details: 'Details',
      record: '#%{id}',
    },
    page: {
      dashboard: 'Dashboard',
      profile: 'Profile',
      change_password: 'Change password',
      success: 'Done',
      login: 'Sign in',
      forgot_password: 'Forgot password',
      reset_password: 'Choose a new password',
      set_password: 'Choose your password',
      verify: 'Email verification',
      error_404: 'Page not found',
      error_419: 'Link expired',
      error_500: 'Server error',
      not_authorized: 'Not authorized',
    },
    auth: {
      welcome: 'Sign in to manage the marketplace.',
      email: 'Email',
      password: 'Password',
      remember_me: 'Remember me',
      sign_in: 'Sign in',
      signing_in: 'Signing in…',
      sign_in_failed: 'Sign-in failed. Please try again.',
      session_ended: 'Your session has ended. Sign in again to continue where you were.',
      forgot_password_link: 'Forgot your password?',
      back_to_sign_in: 'Back to sign in',
      to_dashboard: 'Go to the dashboard',
      forgot_intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
      send_link: 'Send the link',
      sending: 'Sending…',
      forgot_sent: 'If an account exists for this address, we have sent it a link to choose a new password.',
      reset_intro: 'Choose a new password of at least 10 characters.',
      new_password: 'New password',
      confirm_password: 'Confirm the new password',
      passwords_mismatch: 'The two passwords are not the same',
      password_too_short: 'Use at least 10 characters',
      reset_submit: 'Save the new password',
      reset_done: 'Your password has been changed. You can sign in with it now.',
      set_intro: 'Welcome! Choose the password you will sign in with: at least 10 characters.',
      set_submit: 'Save my password',
      set_done: 'Your password is set and your email address confirmed. You can sign in now.',
      checking_link: 'Checking your link…',
      required: 'Required',
      invalid_email: 'Enter a valid email address',
      verify_checking: 'Verifying your email address…',
      verify_success: 'Your email address is verified. Thank you!',
      verify_failed: 'We could not verify your email address.',
    },
    error: {
      not_found_text: 'The page you asked for does not exist, or it has moved.',
      expired_text: 'This link has expired or has already been used. Ask for a new one.',
      server_text: 'Something went wrong on our side. Please try again in a moment.',
      not_authorized_text: 'You do not have permission to open this page.',
      back_home: 'Go to the start page',
      request_new_link: 'Ask for a new link',
      try_again: 'Try again',
    },
    lazy: {
      failed_title: 'This screen could not be loaded',
      failed_text: 'The connection may have dropped, or a new version of the app was installed. Reload the page to try again.',
      timeout_text: 'The screen took too long to load. Check your connection and reload the page.',
      reload: 'Reload',
      loading: 'Loading…',
    },
    card: {
      expand: 'Expand',
      collapse: 'Collapse',
    },
    form: {
      draft_restored: 'Your unsaved changes have been restored.',
      draft_restored_server_changed:
        'Your unsaved changes have been restored, but this record was changed by someone else since. Check the fields before saving.',
    },
    /** The API's refusals by reason (./apiErrors.ts), shown by ./apiErrorText.ts. */
    api_error: apiErrors,
    /** Messages the HTTP client writes itself (src/authProvider/ApiRequestError.ts): keys, translated where shown. */
    request: {
      network: 'Cannot reach the server. Check your connection and try again.',
      unauthorized: 'Sign in to continue',
      forbidden: 'You are not allowed to do this',
      not_found: 'Not found',
      too_large: 'The upload is too large',
      too_many: 'Too many requests. Try again later.',
      unavailable: 'The server is unavailable. Try again in a moment.',
    },
  },
  /** ra-input-rich-text's toolbar (aria-labels and tooltips); no ra-language-* package has them. */
  ra: {
    tiptap: {
      align_left: 'Align left',
      align_right: 'Align right',
      align_center: 'Center',
      align_justify: 'Justify',
      list_bulleted: 'Bulleted list',
      list_numbered: 'Numbered list',
      select_level: 'Select the level',
      current_level: 'Current level',
      paragraph: 'Normal',
      heading1: 'Heading 1',
      heading2: 'Heading 2',
      heading3: 'Heading 3',
      heading4: 'Heading 4',
      heading5: 'Heading 5',
      heading6: 'Heading 6',
      color: 'Color',
      highlight: 'Highlight',
      image: 'Image',
      image_dialog: 'Image URL',
      clear_format: 'Clear format',
      blockquote: 'Quote',
      link: 'Add a link',
      bold: 'Bold',
      italic: 'Italic',
      underline: 'Underline',
      strike: 'Strikethrough',
      code: 'Code',
    },
  },
};
