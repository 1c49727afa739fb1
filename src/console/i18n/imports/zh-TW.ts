/** Messages of batch imports and their records in zh-TW: the same keys as ./ja.ts (a missing one is a type error). */
import type { ImportsMessages } from './ja';

const messages: ImportsMessages = {
  menu: {
    importRecords: '匯入記錄',
  },
  functions: {
    importRecord: { view: '檢視匯入記錄' },
  },
  resources: {
    'import-records': {
      name: '匯入記錄',
      fields: {
        id: '記錄編號',
        createdAt: '時間',
        kind: '類型',
        orgName: '組織',
        userAccount: '操作人',
        fileName: '檔案名稱',
        rows: '列數',
        imported: '匯入數',
        result: '結果',
        startTime: '時間（起）',
        endTime: '時間（迄）',
        fileType: '檔案格式',
        errorCode: '原因代碼',
        rowResultCount: '逐列結果數',
        rowResults: '每列的結果',
      },
    },
  },
  enum: {
    importKind: { device: '設備登記', activation: '設備啟用', goods: '商品', user: '使用者' },
    importResult: { imported: '已匯入', refused: '已拒絕' },
  },
  imports: {
    users: {
      organisation: '組織',
      ownOrganisation: '本組織',
      button: '批次匯入',
      title: '從檔案批次匯入使用者',
      intro: '在 %{ext} 檔案第一個工作表的第 1 列寫欄名，從第 2 列起每列寫一位使用者。欄名可用四種語言中的任一種。',
      allOrNothing: '只要有一列有誤，就不會匯入任何資料。匯入的使用者使用組織的預設角色。',
      columnRules: {
        account: '1～20 個英文字母或數字；不可與既有帳號重複',
        name: '1～50 個漢字、假名或英文字母',
        password: '8～32 個英文字母、數字或符號；不可包含帳號',
        phone: '中國手機號碼或日本電話號碼；不可與已登記的號碼重複',
        email: '電子郵件地址（最多 100 個字元）',
        status: '啟用或停用（或 1、0）；留空為啟用',
      },
      upload: '匯入',
      uploading: '匯入中…',
      done: '已匯入 %{smart_count} 位使用者',
      failed: '有錯誤的列，因此未匯入任何資料。請修正檔案後重新匯入。',
      results: '已匯入的列',
      account: '帳號',
      name: '姓名',
    },
    records: {
      detail: '每列的結果',
      reason: '原因',
      noRows: '沒有逐列結果（整個檔案被拒絕）',
      shown: '顯示前 %{shown} 筆（共 %{total} 筆，匯出可檢視全部）',
      row: '列',
      result: '結果',
      key: '鍵',
      column: '欄',
      message: '原因',
    },
  },
};

export default messages;
