// Draws a passage or a writing task with pdfkit. Black text on white, rules
// and grey bars only, so a black-and-white printout reads the same; a Unicode
// font (DejaVu) when the host has one, for French accents, IPA, Cyrillic,
// Arabic and Persian. A translation in Arabic or Persian is drawn right to
// left (right-to-left.ts).
import PDFDocument from 'pdfkit';
import type { FrenchPassage, KeyedPassage, StoredWritingTask } from '#src/domain/content.ts';
import { READING_LEVEL_CEFR } from '#src/domain/enums.ts';
import type { Chart, WritingGuide } from '#src/domain/library.ts';
import { PDF_TRANSLATION_TEXT, PDF_TEXT as T } from '#src/domain/pdf.ts';
import type { TranslationLanguage } from '#src/domain/word-help.ts';
import { fonts } from './fonts.ts';
import { displayRuns, rtlLevels, wrapLines } from './right-to-left.ts';

export type PdfInput =
  | {
      kind: 'passage';
      passage: KeyedPassage;
      /** The kept translation to add after the English, if any. */
      translation: { language: TranslationLanguage; body: FrenchPassage } | null;
    }
  | { kind: 'task'; task: StoredWritingTask; guide: WritingGuide | null };

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

type Doc = PDFKit.PDFDocument;

/**
 * Given a features list, pdfkit lays a string out whole; without one it lays
 * out each word on its own and puts the words left to right, which undoes
 * fontkit's right-to-left order. The list adds nothing to the shaper's own
 * features (Arabic joining forms, ligatures, kerning).
 */
const WHOLE_RUN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };

/** Lines of text at the left margin (options: pdfkit's), or right-aligned in display order when right to left. */
function lines(doc: Doc, rtl: boolean) {
  const width = () => doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = () => doc.page.margins.left;
  return (text: string, options: { indent?: number; lineGap?: number } = {}) => {
    const indent = options.indent ?? 0;
    if (!rtl) {
      doc.text(text, left() + indent, undefined, { width: width() - indent, lineGap: options.lineGap });
      return;
    }
    for (const paragraph of text.split('\n')) {
      const levels = rtlLevels(paragraph);
      const measure = (t: string) => doc.widthOfString(t, WHOLE_RUN);
      for (const [start, end] of wrapLines(paragraph, width() - indent, measure)) {
        const runs = displayRuns(paragraph, levels, start, end);
        const widths = runs.map(measure);
        const height = doc.currentLineHeight(true) + (options.lineGap ?? 0);
        if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
        const y = doc.y;
        // Aligned right: the line ends at the right margin, less the indent.
        let x = left() + width() - indent - widths.reduce((sum, w) => sum + w, 0);
        runs.forEach((run, i) => {
          doc.text(run, x, y, { ...WHOLE_RUN, lineBreak: false });
          x += widths[i] ?? 0;
        });
        doc.x = left();
        doc.y = y + height;
      }
    }
  };
}

function writer(doc: Doc, rtl = false) {
  const font = fonts();
  const width = () => doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = () => doc.page.margins.left;
  const line = lines(doc, rtl);
  return {
    title(text: string) {
      doc.font(font.bold).fontSize(20).fillColor('black');
      line(text);
      doc.moveDown(0.3);
    },
    heading(text: string) {
      doc.moveDown(0.8);
      // Keep a heading with at least a few lines of what follows it.
      if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
      doc.font(font.bold).fontSize(14);
      line(text);
      const y = doc.y + 2;
      doc
        .moveTo(left(), y)
        .lineTo(left() + width(), y)
        .lineWidth(0.7)
        .strokeColor('black')
        .stroke();
      doc.moveDown(0.5);
    },
    subheading(text: string) {
      doc.moveDown(0.3);
      doc.font(font.bold).fontSize(12);
      line(text);
      doc.moveDown(0.2);
    },
    meta(text: string) {
      doc.font(font.regular).fontSize(11);
      line(text);
    },
    paragraph(text: string, size = 12) {
      doc.font(font.regular).fontSize(size);
      line(text, { lineGap: 3 });
      doc.moveDown(0.5);
    },
    labelled(label: string, text: string) {
      if (rtl) {
        // One font for the line: the label is not set in bold (runs of two fonts would not measure as one line).
        doc.font(font.regular).fontSize(12);
        line(`${label} ${text}`, { lineGap: 2 });
        return;
      }
      doc.font(font.bold).fontSize(12).text(`${label} `, left(), undefined, { continued: true, width: width() });
      doc.font(font.regular).text(text, { lineGap: 2 });
    },
    list(items: string[], numbered = false) {
      doc.font(font.regular).fontSize(12);
      items.forEach((item, i) => {
        line(`${numbered ? `${i + 1}.` : '•'} ${item}`, { indent: 10, lineGap: 2 });
      });
      doc.moveDown(0.4);
    },
    newPage() {
      doc.addPage();
    },
    chart(chart: Chart) {
      this.subheading(`${chart.title} (${chart.unit})`);
      // The numbers as a table first: readable when printed, and by a screen reader's text extraction.
      const cols = [chart.series.length > 1 ? '' : (chart.series[0]?.name ?? ''), ...chart.labels];
      const header = chart.series.length > 1 ? ['', ...chart.labels] : cols;
      const colWidth = width() / header.length;
      const row = (cells: string[], bold: boolean) => {
        const y = doc.y;
        cells.forEach((cell, i) => {
          doc
            .font(bold ? font.bold : font.regular)
            .fontSize(10)
            .text(cell, left() + i * colWidth, y, { width: colWidth - 4 });
        });
        doc.x = left();
        doc.moveDown(0.4);
      };
      row(header, true);
      for (const s of chart.series) row([s.name, ...s.values.map((v) => String(v))], false);
      // Then the bars, grey and outlined, one group per label.
      const max = Math.max(1, ...chart.series.flatMap((s) => s.values));
      const height = 120;
      if (doc.y + height + 30 > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const top = doc.y + 6;
      const group = width() / chart.labels.length;
      const bar = (group - 12) / chart.series.length;
      const shades = ['#bbbbbb', '#555555', '#ffffff', '#888888'];
      chart.labels.forEach((label, li) => {
        chart.series.forEach((s, si) => {
          const value = s.values[li] ?? 0;
          const h = (value / max) * height;
          const x = left() + li * group + 6 + si * bar;
          doc
            .rect(x, top + height - h, bar - 2, h)
            .lineWidth(0.7)
            .fillAndStroke(shades[si % shades.length] ?? '#bbbbbb', 'black');
        });
        doc
          .fillColor('black')
          .font(font.regular)
          .fontSize(8)
          .text(label, left() + li * group, top + height + 3, { width: group, align: 'center' });
      });
      doc
        .moveTo(left(), top + height)
        .lineTo(left() + width(), top + height)
        .strokeColor('black')
        .stroke();
      doc.x = left();
      doc.y = top + height + 20;
      if (chart.series.length > 1) {
        this.meta(
          chart.series.map((s, i) => `${['light grey', 'dark grey', 'white', 'grey'][i % 4]}: ${s.name}`).join(' · '),
        );
      }
      doc.moveDown(0.5);
    },
  };
}

function passagePdf(doc: Doc, passage: KeyedPassage, translation: PdfTranslation) {
  const w = writer(doc);
  w.title(passage.title);
  w.meta(
    `${T.level}: ${T.levels[passage.level]} (${READING_LEVEL_CEFR[passage.level]}) · ${T.topic}: ${T.topics[passage.topic]}`,
  );
  doc.moveDown(0.6);
  for (const p of passage.text.split(/\n\s*\n/)) w.paragraph(p.trim());

  w.heading(T.vocabulary);
  for (const v of passage.vocabulary) {
    w.labelled(`${v.word}:`, v.definition);
    doc.font(fonts().regular).fontSize(11).text(`${T.example}: ${v.sentence}`, { indent: 12 });
    doc.moveDown(0.3);
  }

  w.heading(T.questions);
  passage.questions.forEach((q, i) => {
    w.subheading(`${i + 1}. ${q.question}`);
    w.list(q.options.map((o, oi) => `${LETTERS[oi]}) ${o}`));
  });

  if (translation) translationPages(doc, translation.language, translation.body);

  // The answers on a page of their own, the last one, so a printout can keep them apart.
  w.newPage();
  w.title(T.answerKey);
  w.meta(passage.title);
  doc.moveDown(0.6);
  passage.questions.forEach((q, i) => {
    const letter = LETTERS[q.correctAnswer] ?? '?';
    w.labelled(`${i + 1}. ${letter})`, q.options[q.correctAnswer] ?? '');
    doc.font(fonts().regular).fontSize(11).text(q.explanation, { indent: 12 });
    doc.moveDown(0.4);
  });
}

type PdfTranslation = Extract<PdfInput, { kind: 'passage' }>['translation'];

/** The translation on pages of its own, headed in its own language, right to left for Arabic and Persian. */
function translationPages(doc: Doc, language: TranslationLanguage, body: FrenchPassage) {
  const words = PDF_TRANSLATION_TEXT[language];
  // "1." and "A)" are left to the bidirectional algorithm: in a right-to-left line they read "1" then
  // "." from the right, with the bracket mirrored, as Arabic and Persian lists are written.
  const w = writer(doc, words.rtl);
  w.newPage();
  w.title(`${words.heading}: ${body.title}`);
  for (const p of body.text.split(/\n\s*\n/)) w.paragraph(p.trim());
  if (body.vocabulary.length > 0) {
    w.heading(words.vocabulary);
    for (const v of body.vocabulary) w.labelled(`${v.word}:`, v.definition);
  }
  if (body.questions.length > 0) {
    w.heading(words.questions);
    body.questions.forEach((q, i) => {
      w.subheading(`${i + 1}. ${q.question}`);
      w.list(q.options.map((o, oi) => `${LETTERS[oi]}) ${o}`));
    });
  }
}

function taskPdf(doc: Doc, task: StoredWritingTask, guide: WritingGuide | null) {
  const w = writer(doc);
  w.title(task.title);
  w.meta(
    `${T.modes[task.mode]} · ${fill(T.timeLimit, { n: task.timeLimit })} · ${fill(T.wordCount, { n: task.wordCount })}`,
  );
  w.heading(T.task);
  w.paragraph(task.prompt);
  if (task.chart) {
    w.heading(T.chart);
    w.chart(task.chart);
  }
  w.heading(T.requirements);
  w.list(task.requirements);
  if (!guide) return;
  const { template } = guide;
  w.heading(`${T.template}: ${template.title}`);
  w.subheading(T.structure);
  w.list(template.structure, true);
  w.subheading(T.tips);
  w.list(template.tips);
  w.subheading(T.keyPhrases);
  for (const k of template.keyPhrases) w.labelled(`${k.category}:`, k.phrases.join(' · '));

  w.heading(T.timePlan);
  w.list(template.timeAllocation.map((p) => `${p.phase}: ${fill(T.minutes, { n: p.minutes })}`));

  w.heading(T.criteria);
  for (const c of guide.criteria) {
    w.subheading(c.criterion);
    w.paragraph(c.description, 11);
    for (const b of c.bands) w.labelled(`${T.band} ${b.band}:`, b.descriptor);
    doc.moveDown(0.4);
  }
}

/** The PDF's bytes. Runs in a worker thread (pool.ts): a long passage costs tens of milliseconds. */
export function renderPdf(input: PdfInput): Promise<Uint8Array> {
  const title = input.kind === 'passage' ? input.passage.title : input.task.title;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    bufferPages: true,
    // A fixed date keeps the same content's bytes the same, so the ETag holds.
    info: { Title: title, Author: T.site, Creator: T.site, CreationDate: new Date(0) },
    lang: 'en',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  if (input.kind === 'passage') passagePdf(doc, input.passage, input.translation);
  else taskPdf(doc, input.task, input.guide);

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(fonts().regular)
      .fontSize(9)
      .fillColor('black')
      .text(
        `${T.site} · ${title} · ${fill(T.page, { n: i + 1, total: range.count })}`,
        doc.page.margins.left,
        doc.page.height - 40,
        { width: doc.page.width - doc.page.margins.left - doc.page.margins.right, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
