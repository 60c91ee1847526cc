// Draws the fictional test ID card fixtures into dev-api/src/data/idcard/ (front, back, blank).
// Run `node dev-api/scripts/make-idcards.mjs` from the repo root; needs the project's Chromium.
// The stand-in OCR (src/data/idcard-read.ts) recognises a side by the PNG tEXt chunk written here.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.join(here, '..', '..');
const outDir = path.join(here, '..', 'src', 'data', 'idcard');
const { chromium } = await import(
  pathToFileURL(path.join(repoRoot, 'node_modules', 'playwright-core', 'index.mjs')).href
);
const { chromiumPath, CHROMIUM_ARGS } = await import(
  pathToFileURL(path.join(repoRoot, 'scripts', 'chromium.mjs')).href
);

const MARKER = 'YOUPIN-TEST-IDCARD:';

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** Inserts a tEXt chunk right after IHDR (8-byte signature + 25-byte IHDR chunk). */
function withText(png, text) {
  const at = 8 + 25;
  return Buffer.concat([
    png.subarray(0, at),
    chunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')),
    png.subarray(at),
  ]);
}

const label = (text) => `<span style="color:#2a6fb0">${text}</span>`;
const card = (inner, background) =>
  `<html><body style="margin:0;background:#fff"><div id="c" style="width:856px;height:540px;border-radius:28px;background:${background};font-family:'Noto Sans CJK SC','WenQuanYi Micro Hei',sans-serif;position:relative;overflow:hidden;color:#222">${inner}<div style="position:absolute;right:24px;bottom:16px;font-size:22px;color:#c0392b;font-weight:bold;transform:rotate(-8deg);border:3px solid #c0392b;padding:4px 12px">测试样张 TEST SAMPLE</div></div></body></html>`;

const front = card(
  `<div style="position:absolute;left:60px;top:60px;font-size:28px;line-height:64px">
<div>${label('姓\u3000名')}\u3000<b style="font-size:36px">张三</b></div>
<div>${label('性\u3000别')}\u3000男\u3000\u3000${label('民\u3000族')}\u3000汉</div>
<div>${label('出\u3000生')}\u30001990 年 3 月 7 日</div>
<div>${label('住\u3000址')}\u3000北京市朝阳区测试路 1 号</div>
</div>
<div style="position:absolute;right:60px;top:70px;width:200px;height:250px;background:#d6e4f0;border-radius:8px;display:flex;align-items:center;justify-content:center;color:#7a8fa6;font-size:80px">👤</div>
<div style="position:absolute;left:60px;bottom:60px;font-size:28px">${label('公民身份号码')}\u3000<b style="letter-spacing:4px;font-size:34px">110105199003071239</b></div>`,
  'linear-gradient(135deg,#eef5fb,#dbe9f5)',
);
const back = card(
  `<div style="position:absolute;left:60px;top:50px;width:130px;height:130px;border-radius:50%;background:#e74c3c;opacity:.8"></div>
<div style="position:absolute;left:230px;top:70px;font-size:40px;font-weight:bold;letter-spacing:6px">中华人民共和国</div>
<div style="position:absolute;left:230px;top:130px;font-size:52px;font-weight:bold;letter-spacing:10px">居民身份证</div>
<div style="position:absolute;left:120px;top:330px;font-size:28px;line-height:64px">
<div>${label('签发机关')}\u3000北京市公安局朝阳分局</div>
<div>${label('有效期限')}\u30002020.05.01-2040.05.01</div></div>`,
  'linear-gradient(135deg,#f6f1e7,#eadfc8)',
);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 900, height: 600 } });
  for (const [side, html] of [
    ['front', front],
    ['back', back],
  ]) {
    await page.setContent(html);
    const png = await page.locator('#c').screenshot({ omitBackground: true });
    writeFileSync(path.join(outDir, `${side}.png`), withText(png, `${MARKER}${side}`));
  }
  await page.setContent(
    '<html><body style="margin:0;background:#fff"><div id="c" style="width:400px;height:250px;background:#fff"></div></body></html>',
  );
  writeFileSync(path.join(outDir, 'blank.png'), await page.locator('#c').screenshot());
  console.log(`wrote front.png, back.png, blank.png to ${path.relative(repoRoot, outDir)}`);
} finally {
  await browser.close();
}
