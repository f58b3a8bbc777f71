import { bitmapZpl } from './label-bitmap.ts';
import type { LabelContent } from './label-content.ts';
import { DOT_MM, type LabelElement, type LabelLayout } from './label-layout.ts';
import { zplCode128 } from './zpl-code128.ts';

/**
 * ZPL II for 8 dots/mm (203 dpi) printers: one `^XA … ^XZ` block per label, 800 × 1200 dots,
 * UTF-8 text (`^CI28`), the scalable font 0, and field data written with `^FH_` so `^`, `~` and `_`
 * in an address are hex-escaped and never read as commands.
 */
const dots = (mm: number) => Math.round(mm / DOT_MM);
/** Every label is written 800 × 1200 dots: 4 × 6 in, or 100 × 150 mm, at 8 dots/mm. */
const WIDTH_DOTS = 800;
const LENGTH_DOTS = 1200;

function zplEscape(text: string): string {
  return text.replace(/[\^~_]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** MaxiCode field data: the primary message (service, country, postcode) then the rest. */
function maxiCodeData(m: NonNullable<LabelContent['maxiCode']>): string {
  const postcode = m.mode === 2 ? m.postcode.padEnd(9, '0') : m.postcode.padEnd(6, ' ');
  const rest = m.fields.map(zplEscape).join('_1D');
  return `${m.service}${m.country}${postcode}[)>_1E01_1D96${rest}_1E_04`;
}

function element(e: LabelElement): string {
  switch (e.kind) {
    case 'text': {
      const h = dots(e.size);
      const align = e.align === 'center' ? 'C' : 'L';
      return `^FO${dots(e.x)},${dots(e.y)}^A0N,${h},${h}^FB${dots(e.width)},1,0,${align}^FH_^FD${zplEscape(e.text)}^FS`;
    }
    case 'rule':
      return `^FO${dots(e.x)},${dots(e.y)}^GB${dots(e.width)},${dots(e.thickness)},${dots(e.thickness)}^FS`;
    case 'mark': {
      const h = dots(e.size);
      const box = `^FO${dots(e.x)},${dots(e.y)}^GB${dots(e.width)},${dots(e.height)},${dots(e.height)}^FS`;
      const y = dots(e.y + (e.height - e.size) / 2);
      return `${box}\n^FO${dots(e.x)},${y}^A0N,${h},${h}^FB${dots(e.width)},1,0,C^FR^FH_^FD${zplEscape(e.text)}^FS`;
    }
    case 'barcode': {
      const h = dots(e.height);
      const { fieldData } = zplCode128(e.barcode);
      return `^FO${dots(e.x)},${dots(e.y)}^BY${e.dots},3,${h}^BCN,${h},N,N,N,N^FH_^FD${zplEscape(fieldData)}^FS`;
    }
    case 'maxicode':
      return `^FO${dots(e.x)},${dots(e.y)}^BD${e.message.mode},1,1^FH_^FD${maxiCodeData(e.message)}^FS`;
    case 'image':
      return image(e);
  }
}

/** A picture as large as fits its box within the printed label, its proportions kept, centred. */
function image(e: Extract<LabelElement, { kind: 'image' }>): string {
  const [x, y] = [dots(e.x), dots(e.y)];
  const box = [Math.min(dots(e.width), WIDTH_DOTS - x), Math.min(dots(e.height), LENGTH_DOTS - y)] as const;
  const scale = Math.min(box[0] / e.bitmap.width, box[1] / e.bitmap.height);
  const [w, h] = [Math.round(e.bitmap.width * scale), Math.round(e.bitmap.height * scale)];
  const at = `^FO${x + Math.floor((box[0] - w) / 2)},${y + Math.floor((box[1] - h) / 2)}`;
  return `${at}${bitmapZpl(e.bitmap, w, h)}^FS`;
}

export function zplLabel(layout: LabelLayout): string {
  return [
    '^XA',
    '^CI28',
    `^PW${WIDTH_DOTS}`,
    `^LL${LENGTH_DOTS}`,
    '^LH0,0',
    ...layout.elements.map(element),
    '^PQ1',
    '^XZ',
  ].join('\n');
}
