/** Messages of the goods import, export and change history in en: the same keys as ./ja.ts (a missing one is a type error). */
import type { GoodsIoMessages } from './ja';

const messages: GoodsIoMessages = {
  functions: {
    goods: {
      import: 'Import goods',
      export: 'Export goods',
    },
  },
  goodsio: {
    import: {
      button: 'Import',
      title: 'Import goods from a spreadsheet',
      intro: 'In a %{ext} file, name the columns in the first row of the first sheet, then write one good per row from the second. Column names may be in any of the four languages.',
      allOrNothing: 'If any row is wrong, nothing is imported.',
      columnRules: {
        name: 'Up to 50 characters, no spaces; unique in the organisation',
        brand: 'Up to 50 characters, no spaces',
        categoryId: 'Drinks, Food, Toys or Other (or 1 to 4)',
        spec: 'Above 0, at most 99999',
        specUnit: 'Up to 10 characters, no spaces',
        barcode: 'Up to 20 digits; unique in the organisation',
        itemCode: 'Up to 50 letters and digits',
        purchasePrice: '1 to 99999',
        defaultPrice: 'A whole number from 1 to 99999',
        referencePrice: '1 to 99999',
        remark: 'Up to 200 characters',
        status: 'Enabled or Disabled (or 1, 0); enabled when left empty',
      },
      upload: 'Import',
      uploading: 'Importing…',
      done: '%{smart_count} good imported |||| %{smart_count} goods imported',
      failed: 'Some rows are wrong, so nothing was imported. Correct the file and import it again.',
      results: 'Imported rows',
      so_far: 'Goods imported so far: %{count} (in %{imports} imports)',
    },
    history: {
      title: 'Change history',
      empty: 'No changes recorded',
      when: 'When',
      who: 'By',
      action: 'Action',
      changes: 'Changes',
      actions: {
        create: 'Created',
        update: 'Edited',
        status: 'Enabled or disabled',
        import: 'Imported',
      },
      retry: 'Reload',
    },
  },
};

export default messages;
