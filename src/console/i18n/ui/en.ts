/** Messages of the console kit in en: the same keys as ./ja.ts (a missing one is a type error). */
import type { UiMessages } from './ja';

const messages: UiMessages = {
  ui: {
    pager: {
      // a list whose total the server counted only up to a ceiling (totalCapped)
      cappedRange: '%{offsetBegin}-%{offsetEnd} of more than %{total}',
    },
    export: {
      button: 'Export',
      busy: 'Exporting…',
      done: '%{name} saved',
      failed: 'The export failed',
    },
    import: {
      limits: 'At most %{rows} rows and %{size}',
      template: 'Download the template',
      columnsLabel: 'Columns of the file',
      column: 'Column',
      holds: 'What it holds',
      required: 'Required',
      optional: 'Optional',
      file: 'File',
      choose: 'Choose a file',
      noFile: 'No file chosen',
      wrongType: 'Choose a %{ext} file',
      close: 'Close',
      problems: 'Rows with errors',
      row: 'Row',
      reason: 'Reason',
    },
  },
};

export default messages;
