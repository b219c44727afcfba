/**
 * Shows server-sanitised HTML inside a sandboxed frame: no scripts, no same-origin access, no
 * navigation, no network except images. Only ever pass HTML the server has sanitised.
 * Each document gets a frame of its own (the key): Chromium may keep the first of two `srcdoc`s
 * given to one frame in quick succession and never load the second, which would leave a live
 * preview showing an older draft, or nothing.
 */
export function SandboxedHtml({ html, title, height = 360 }: { html: string; title: string; height?: number }) {
  const document = `<!doctype html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'">
<style>body{font-family:system-ui,sans-serif;margin:1rem;line-height:1.5;color:#1a1a1a;background:#fff}img{max-width:100%}</style>
</head><body>${html}</body></html>`;
  return (
    <iframe
      key={document}
      title={title}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={document}
      style={{ width: '100%', height, border: '1px solid rgba(0,0,0,0.23)', borderRadius: 4, background: '#fff' }}
    />
  );
}
