/** Messages of batch imports and their records in en: the same keys as ./ja.ts (a missing one is a type error). */
import type { ImportsMessages } from './ja';

const messages: ImportsMessages = {
  menu: {
    importRecords: 'Import records',
  },
  functions: {
    importRecord: { view: 'View import records' },
  },
  resources: {
    'import-records': {
      name: 'Import record |||| Import records',
      fields: {
        id: 'Record',
        createdAt: 'Time',
        kind: 'Kind',
        orgName: 'Organisation',
        userAccount: 'By',
        fileName: 'File',
        rows: 'Rows',
        imported: 'Imported',
        result: 'Result',
        startTime: 'Time (from)',
        endTime: 'Time (until)',
        fileType: 'File type',
        errorCode: 'Reason code',
        rowResultCount: 'Row results',
        rowResults: 'Result of each row',
      },
    },
  },
  enum: {
    importKind: { device: 'Devices', activation: 'Activations', goods: 'Goods', user: 'Users' },
    importResult: { imported: 'Imported', refused: 'Refused' },
  },
  imports: {
    users: {
      organisation: 'Organisation',
      ownOrganisation: 'My organisation',
      button: 'Import',
      title: 'Import users from a spreadsheet',
      intro: 'In a %{ext} file, name the columns in the first row of the first sheet, then write one user per row from the second. Column names may be in any of the four languages.',
      allOrNothing: "If any row is wrong, nothing is imported. Imported users get the organisation's default role.",
      columnRules: {
        account: '1 to 20 letters and digits; not an existing account',
        name: '1 to 50 characters: kanji, kana or Latin letters',
        password: '8 to 32 letters, digits and symbols; must not contain the account',
        phone: 'A Chinese mobile or a Japanese number; not one already registered',
        email: 'An email address (up to 100 characters)',
        status: 'Enabled or Disabled (or 1, 0); enabled when left empty',
      },
      upload: 'Import',
      uploading: 'Importing…',
      done: '%{smart_count} user imported |||| %{smart_count} users imported',
      failed: 'Some rows are wrong, so nothing was imported. Correct the file and import it again.',
      results: 'Imported rows',
      account: 'Account',
      name: 'Name',
    },
    records: {
      detail: 'Result of each row',
      reason: 'Reason',
      noRows: 'No row results (the whole file was refused)',
      shown: 'Showing the first %{shown} of %{total} (the export has them all)',
      row: 'Row',
      result: 'Result',
      key: 'Key',
      column: 'Column',
      message: 'Reason',
    },
  },
};

export default messages;
