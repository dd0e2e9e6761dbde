/** The one stylesheet of the server-rendered pages (plain CSS, no build step). */
export const STYLE = `
:root { color-scheme: light; --ink: #1d2330; --muted: #5b6475; --line: #d9dee7; --accent: #1f5fbf; --bg: #f4f6fa; --warn: #a33; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
.top { padding: 14px 24px; border-bottom: 1px solid var(--line); background: #fff; }
.brand { font-weight: 700; color: var(--ink); text-decoration: none; letter-spacing: .02em; }
.card { max-width: 440px; margin: 48px auto; padding: 28px 32px; background: #fff; border: 1px solid var(--line); border-radius: 10px; }
h1 { font-size: 1.4rem; margin: 0 0 16px; }
h2 { font-size: 1.1rem; margin: 22px 0 8px; }
p { margin: 0 0 14px; }
.muted { color: var(--muted); font-size: .92rem; }
label { display: block; font-weight: 600; margin: 12px 0 4px; }
input[type=email], input[type=password] { width: 100%; padding: 9px 10px; font: inherit; border: 1px solid var(--line); border-radius: 6px; }
button { font: inherit; padding: 9px 18px; border-radius: 6px; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: var(--accent); }
.actions { display: flex; gap: 10px; margin-top: 20px; }
.error { color: var(--warn); background: #fbeeee; border: 1px solid #f0caca; padding: 8px 12px; border-radius: 6px; }
.notice { background: #eef4fc; border: 1px solid #c9dbf3; padding: 8px 12px; border-radius: 6px; }
.client { font-weight: 700; }
.scopes { margin: 8px 0 14px; padding-left: 20px; }
code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: .9em; background: #f0f2f6; padding: 1px 4px; border-radius: 4px; overflow-wrap: anywhere; }
a { color: var(--accent); }
`;
