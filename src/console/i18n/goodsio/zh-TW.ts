/** Messages of the goods import, export and change history in zh-TW: the same keys as ./ja.ts (a missing one is a type error). */
import type { GoodsIoMessages } from './ja';

const messages: GoodsIoMessages = {
  functions: {
    goods: {
      import: '批次匯入商品',
      export: '匯出商品',
    },
  },
  goodsio: {
    import: {
      button: '批次匯入',
      title: '從檔案批次匯入商品',
      intro: '在 %{ext} 檔案第一個工作表的第 1 列寫欄位名稱，從第 2 列起每列寫一個商品。欄位名稱可使用任一語言。',
      allOrNothing: '只要有一列有誤，就不會匯入任何商品。',
      columnRules: {
        name: '最多 50 個字元，不含空格。組織內不可重複',
        brand: '最多 50 個字元，不含空格',
        categoryId: '飲料、食品、玩具、其他（或 1～4）',
        spec: '大於 0，最大 99999',
        specUnit: '最多 10 個字元，不含空格',
        barcode: '最多 20 位數字。組織內不可重複',
        itemCode: '最多 50 個字母或數字',
        purchasePrice: '1～99999',
        defaultPrice: '1～99999 的整數',
        referencePrice: '1～99999',
        remark: '最多 200 個字元',
        status: '啟用、停用（或 1、0）。省略時為啟用',
      },
      upload: '匯入',
      uploading: '匯入中…',
      done: '已匯入 %{smart_count} 個商品',
      failed: '由於有錯誤的列，未匯入任何商品。請修正檔案後重新匯入。',
      results: '已匯入的列',
      so_far: '至今批次匯入的商品：%{count} 個（%{imports} 次）',
    },
    history: {
      title: '變更歷史',
      empty: '尚無變更歷史',
      when: '時間',
      who: '操作人',
      action: '操作',
      changes: '變更內容',
      actions: {
        create: '新增',
        update: '編輯',
        status: '啟用/停用',
        import: '批次匯入',
      },
      retry: '重新載入',
    },
  },
};

export default messages;
