/** The one stylesheet of the server-rendered pages (plain CSS, no build step). */
export const STYLE = `
:root { color-scheme: light; --ink: #1d2330; --muted: #5b6475; --line: #d9dee7; --accent: #1f5fbf; --bg: #f4f6fa; --warn: #a33; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
.top { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 24px; padding: 14px 24px; border-bottom: 1px solid var(--line); background: #fff; }
.nav { display: flex; flex-wrap: wrap; gap: 4px 18px; list-style: none; margin: 0; padding: 0; }
.nav a { text-decoration: none; }
.nav a[aria-current=page] { font-weight: 700; text-decoration: underline; }
.brand { font-weight: 700; color: var(--ink); text-decoration: none; letter-spacing: .02em; }
.card { max-width: 440px; margin: 48px auto; padding: 28px 32px; background: #fff; border: 1px solid var(--line); border-radius: 10px; }
.card.wide { max-width: 960px; margin: 32px auto; }
@media (max-width: 600px) { .card, .card.wide { margin: 16px 8px; padding: 18px 14px; } }
h1 { font-size: 1.4rem; margin: 0 0 16px; }
h2 { font-size: 1.1rem; margin: 22px 0 8px; }
p { margin: 0 0 14px; }
.muted { color: var(--muted); font-size: .92rem; }
label { display: block; font-weight: 600; margin: 12px 0 4px; }
input[type=email], input[type=password], input[type=search], input[type=text], input[type=number] { width: 100%; padding: 9px 10px; font: inherit; border: 1px solid var(--line); border-radius: 6px; }
button { font: inherit; padding: 9px 18px; border-radius: 6px; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: var(--accent); }
.actions { display: flex; gap: 10px; margin-top: 20px; }
.error { color: var(--warn); background: #fbeeee; border: 1px solid #f0caca; padding: 8px 12px; border-radius: 6px; }
.notice { background: #eef4fc; border: 1px solid #c9dbf3; padding: 8px 12px; border-radius: 6px; }
.client { font-weight: 700; }
.scopes { margin: 8px 0 14px; padding-left: 20px; }
code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: .9em; background: #f0f2f6; padding: 1px 4px; border-radius: 4px; overflow-wrap: anywhere; }
a { color: var(--accent); }
/* Keyboard focus is always visible (WCAG 2.4.7), on links, buttons and fields alike. */
:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
.inline-form { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-end; margin: 0 0 18px; }
.inline-form .field { flex: 1 1 200px; }
.inline-form label { margin-top: 0; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; margin: 8px 0 16px; }
th, td { text-align: left; padding: 7px 10px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-size: .9rem; color: var(--muted); }
th[scope=row] { font-size: 1rem; color: var(--ink); }
td.num, th.num { text-align: right; white-space: nowrap; }
tr.primary td { background: #f7f9fd; font-weight: 600; }
.state-available { color: #1b7a3a; }
.state-registered, .state-reserved { color: var(--muted); }
.pager { display: flex; gap: 16px; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 6px 18px; }
dl.facts dt { font-weight: 600; }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
`;
