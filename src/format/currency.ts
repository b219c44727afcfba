import { storedSetting } from './storedSetting';

/** Until the site settings answer (and on a first visit): the marketplace's starting currency. */
export const defaultCurrency = 'USD';

/** An ISO 4217 code; the settings offer only some (contract/settings.ts), the server checks which. */
const isCurrency = (value: unknown): value is string => typeof value === 'string' && /^[A-Z]{3}$/.test(value);

const setting = storedSetting('tutorAdmin.currency', isCurrency, defaultCurrency);

/** The currency the site settings chose: amounts without a currency of their own are in it. */
export const siteCurrency = setting.read;

/** Takes the site settings' currency; anything not offered is ignored. */
export const setSiteCurrency = setting.set;

/** The site's currency; the component renders again when the settings change it. */
export const useSiteCurrency = setting.use;
