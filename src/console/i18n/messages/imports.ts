/**
 * Messages of batch imports and their records (issue 18): the users' batch import (screens/accounts/
 * UserImport.tsx) and the import record list (screens/imports/ImportRecords.tsx). Each text is [ja, zh-CN,
 * zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

const messages = {
  menu: {
    importRecords: ['インポート履歴', '导入记录', '匯入記錄', 'Import records'],
  },
  functions: {
    importRecord: { view: ['インポート履歴の閲覧', '查看导入记录', '檢視匯入記錄', 'View import records'] },
  },
  resources: {
    'import-records': {
      name: ['インポート履歴', '导入记录', '匯入記錄', 'Import record |||| Import records'],
      fields: {
        id: ['記録番号', '记录编号', '記錄編號', 'Record'],
        createdAt: ['日時', '时间', '時間', 'Time'],
        kind: ['種別', '类型', '類型', 'Kind'],
        userAccount: ['実行者', '操作人', '操作人', 'By'],
        fileName: ['ファイル名', '文件名', '檔案名稱', 'File'],
        rows: ['行数', '行数', '列數', 'Rows'],
        imported: ['取込件数', '导入数', '匯入數', 'Imported'],
        result: ['結果', '结果', '結果', 'Result'],
        startTime: ['日時（から）', '时间（起）', '時間（起）', 'Time (from)'],
        endTime: ['日時（まで）', '时间（止）', '時間（迄）', 'Time (until)'],
        fileType: ['ファイル形式', '文件格式', '檔案格式', 'File type'],
        errorCode: ['理由コード', '原因代码', '原因代碼', 'Reason code'],
        rowResultCount: ['行の結果の件数', '逐行结果数', '逐列結果數', 'Row results'],
        rowResults: ['行ごとの結果', '每行的结果', '每列的結果', 'Result of each row'],
      },
    },
  },
  enum: {
    importKind: {
      device: ['デバイス登録', '设备登记', '設備登記', 'Devices'],
      activation: ['デバイス有効化', '设备激活', '設備啟用', 'Activations'],
      goods: ['商品', '商品', '商品', 'Goods'],
      user: ['ユーザー', '用户', '使用者', 'Users'],
    },
    importResult: { imported: ['取込済み', '已导入', '已匯入', 'Imported'], refused: ['拒否', '已拒绝', '已拒絕', 'Refused'] },
  },
  imports: {
    users: {
      organisation: ['組織', '组织', '組織', 'Organisation'],
      ownOrganisation: ['自分の組織', '本组织', '本組織', 'My organisation'],
      button: ['一括登録', '批量导入', '批次匯入', 'Import'],
      title: ['ファイルからユーザーを一括登録', '从文件批量导入用户', '從檔案批次匯入使用者', 'Import users from a spreadsheet'],
      intro: [
        '%{ext} ファイルの最初のシートの 1 行目に列名を書き、2 行目から 1 行に 1 ユーザーを書いてください。列名はどの言語でも構いません。',
        '在 %{ext} 文件第一个工作表的第 1 行写列名，从第 2 行起每行写一个用户。列名可用四种语言中的任意一种。',
        '在 %{ext} 檔案第一個工作表的第 1 列寫欄名，從第 2 列起每列寫一位使用者。欄名可用四種語言中的任一種。',
        'In a %{ext} file, name the columns in the first row of the first sheet, then write one user per row from the second. Column names may be in any of the four languages.',
      ],
      allOrNothing: [
        '誤りのある行が 1 行でもあれば、何も登録されません。登録したユーザーには組織の既定のロールが付きます。',
        '只要有一行有误，就不会导入任何数据。导入的用户使用组织的默认角色。',
        '只要有一列有誤，就不會匯入任何資料。匯入的使用者使用組織的預設角色。',
        "If any row is wrong, nothing is imported. Imported users get the organisation's default role.",
      ],
      columnRules: {
        account: [
          '半角英数字 1〜20 文字。既存のアカウントと重複不可',
          '1～20 位字母或数字；不能与已有账号重复',
          '1～20 個英文字母或數字；不可與既有帳號重複',
          '1 to 20 letters and digits; not an existing account',
        ],
        name: [
          '漢字・かな・英字 1〜50 文字',
          '1～50 个汉字、假名或英文字母',
          '1～50 個漢字、假名或英文字母',
          '1 to 50 characters: kanji, kana or Latin letters',
        ],
        password: [
          '半角の英数字・記号 8〜32 文字。アカウントを含まないこと',
          '8～32 位字母、数字或符号；不能包含账号',
          '8～32 個英文字母、數字或符號；不可包含帳號',
          '8 to 32 letters, digits and symbols; must not contain the account',
        ],
        phone: [
          '中国の携帯番号または日本の電話番号。既存の番号と重複不可',
          '中国手机号或日本电话号码；不能与已登记的号码重复',
          '中國手機號碼或日本電話號碼；不可與已登記的號碼重複',
          'A Chinese mobile or a Japanese number; not one already registered',
        ],
        email: ['メールアドレス（100 文字まで）', '邮箱地址（最多 100 个字符）', '電子郵件地址（最多 100 個字元）', 'An email address (up to 100 characters)'],
        status: [
          '有効・無効（または 1・0）。空欄は有効',
          '启用或停用（或 1、0）；留空为启用',
          '啟用或停用（或 1、0）；留空為啟用',
          'Enabled or Disabled (or 1, 0); enabled when left empty',
        ],
      },
      upload: ['登録', '导入', '匯入', 'Import'],
      uploading: ['登録中…', '正在导入…', '匯入中…', 'Importing…'],
      done: [
        '%{smart_count} 人を登録しました',
        '已导入 %{smart_count} 个用户',
        '已匯入 %{smart_count} 位使用者',
        '%{smart_count} user imported |||| %{smart_count} users imported',
      ],
      failed: [
        '誤りのある行があるため、何も登録されていません。ファイルを直して、もう一度登録してください。',
        '有错误的行，因此未导入任何数据。请修改文件后重新导入。',
        '有錯誤的列，因此未匯入任何資料。請修正檔案後重新匯入。',
        'Some rows are wrong, so nothing was imported. Correct the file and import it again.',
      ],
      results: ['登録した行', '已导入的行', '已匯入的列', 'Imported rows'],
      account: ['アカウント', '账号', '帳號', 'Account'],
      name: ['氏名', '姓名', '姓名', 'Name'],
    },
    records: {
      detail: ['行ごとの結果', '每行的结果', '每列的結果', 'Result of each row'],
      reason: ['理由', '原因', '原因', 'Reason'],
      noRows: [
        '行ごとの結果はありません（ファイル全体が拒否されました）',
        '没有逐行结果（整个文件被拒绝）',
        '沒有逐列結果（整個檔案被拒絕）',
        'No row results (the whole file was refused)',
      ],
      shown: [
        '先頭 %{shown} 件を表示しています（全 %{total} 件。すべてはエクスポートで確認できます）',
        '显示前 %{shown} 条（共 %{total} 条，导出可查看全部）',
        '顯示前 %{shown} 筆（共 %{total} 筆，匯出可檢視全部）',
        'Showing the first %{shown} of %{total} (the export has them all)',
      ],
      row: ['行', '行', '列', 'Row'],
      result: ['結果', '结果', '結果', 'Result'],
      key: ['キー', '键', '鍵', 'Key'],
      column: ['列', '列', '欄', 'Column'],
      message: ['理由', '原因', '原因', 'Reason'],
    },
  },
} satisfies MessageTable;

export default messages;
