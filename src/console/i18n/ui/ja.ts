/**
 * Messages of the console kit (src/console/ui/): the export button and the import dialog's common texts.
 * What differs by screen (an import's title, its verb, what it reports) stays with that screen's messages.
 */
import type { Shape } from '../shape';

const messages = {
  ui: {
    pager: {
      // a list whose total the server counted only up to a ceiling (totalCapped)
      cappedRange: '%{offsetBegin} - %{offsetEnd} / %{total} 件以上',
    },
    export: {
      button: 'エクスポート',
      busy: 'エクスポート中…',
      done: '%{name} を保存しました',
      failed: 'エクスポートできませんでした',
    },
    import: {
      limits: '最大 %{rows} 行・%{size}',
      template: 'テンプレートをダウンロード',
      columnsLabel: 'ファイルの列',
      column: '列',
      holds: '内容',
      required: '必須',
      optional: '任意',
      file: 'ファイル',
      choose: 'ファイルを選択',
      noFile: 'ファイルが選択されていません',
      wrongType: '%{ext} ファイルを選択してください',
      close: '閉じる',
      problems: '誤りのある行',
      row: '行',
      reason: '理由',
    },
  },
};

export type UiMessages = Shape<typeof messages>;

export default messages;
