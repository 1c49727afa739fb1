/**
 * Messages of the goods library's import, export and change history (screens/retail/Goods*.tsx), and the names
 * of their function codes. Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

const messages = {
  functions: {
    goods: {
      import: ['商品の一括登録', '批量导入商品', '批次匯入商品', 'Import goods'],
      export: ['商品のエクスポート', '导出商品', '匯出商品', 'Export goods'],
    },
  },
  goodsio: {
    import: {
      button: ['一括登録', '批量导入', '批次匯入', 'Import'],
      title: ['ファイルから商品を一括登録', '从文件批量导入商品', '從檔案批次匯入商品', 'Import goods from a spreadsheet'],
      intro: [
        '%{ext} ファイルの最初のシートの 1 行目に列名を書き、2 行目から 1 行に 1 商品を書いてください。列名はどの言語でも構いません。',
        '在 %{ext} 文件第一个工作表的第 1 行写列名，从第 2 行起每行写一个商品。列名可使用任一语言。',
        '在 %{ext} 檔案第一個工作表的第 1 列寫欄位名稱，從第 2 列起每列寫一個商品。欄位名稱可使用任一語言。',
        'In a %{ext} file, name the columns in the first row of the first sheet, then write one good per row from the second. Column names may be in any of the four languages.',
      ],
      allOrNothing: [
        '誤りのある行が 1 行でもあれば、何も登録されません。',
        '只要有一行有误，就不会导入任何商品。',
        '只要有一列有誤，就不會匯入任何商品。',
        'If any row is wrong, nothing is imported.',
      ],
      columnRules: {
        name: [
          '50 文字まで、空白なし。組織内で重複不可',
          '最多 50 个字符，不含空格。组织内不可重复',
          '最多 50 個字元，不含空格。組織內不可重複',
          'Up to 50 characters, no spaces; unique in the organisation',
        ],
        brand: ['50 文字まで、空白なし', '最多 50 个字符，不含空格', '最多 50 個字元，不含空格', 'Up to 50 characters, no spaces'],
        categoryId: [
          '飲料・食品・おもちゃ・その他（または 1〜4）',
          '饮料、食品、玩具、其他（或 1～4）',
          '飲料、食品、玩具、其他（或 1～4）',
          'Drinks, Food, Toys or Other (or 1 to 4)',
        ],
        spec: ['0 より大きく 99999 まで', '大于 0，最大 99999', '大於 0，最大 99999', 'Above 0, at most 99999'],
        specUnit: ['10 文字まで、空白なし', '最多 10 个字符，不含空格', '最多 10 個字元，不含空格', 'Up to 10 characters, no spaces'],
        barcode: [
          '数字 20 桁まで。組織内で重複不可',
          '最多 20 位数字。组织内不可重复',
          '最多 20 位數字。組織內不可重複',
          'Up to 20 digits; unique in the organisation',
        ],
        itemCode: ['英数字 50 文字まで', '最多 50 个字母或数字', '最多 50 個字母或數字', 'Up to 50 letters and digits'],
        purchasePrice: ['1〜99999', '1～99999', '1～99999', '1 to 99999'],
        defaultPrice: ['1〜99999 の整数', '1～99999 的整数', '1～99999 的整數', 'A whole number from 1 to 99999'],
        referencePrice: ['1〜99999', '1～99999', '1～99999', '1 to 99999'],
        remark: ['200 文字まで', '最多 200 个字符', '最多 200 個字元', 'Up to 200 characters'],
        status: [
          '有効・無効（または 1・0）。省略時は有効',
          '启用、停用（或 1、0）。省略时为启用',
          '啟用、停用（或 1、0）。省略時為啟用',
          'Enabled or Disabled (or 1, 0); enabled when left empty',
        ],
      },
      upload: ['登録する', '导入', '匯入', 'Import'],
      uploading: ['登録中…', '导入中…', '匯入中…', 'Importing…'],
      done: [
        '%{smart_count} 件の商品を登録しました',
        '已导入 %{smart_count} 个商品',
        '已匯入 %{smart_count} 個商品',
        '%{smart_count} good imported |||| %{smart_count} goods imported',
      ],
      failed: [
        '誤りのある行があるため、何も登録されていません。ファイルを直して、もう一度登録してください。',
        '由于存在错误的行，未导入任何商品。请修正文件后重新导入。',
        '由於有錯誤的列，未匯入任何商品。請修正檔案後重新匯入。',
        'Some rows are wrong, so nothing was imported. Correct the file and import it again.',
      ],
      results: ['登録した行', '已导入的行', '已匯入的列', 'Imported rows'],
      so_far: [
        'これまでに一括登録した商品：%{count} 件（%{imports} 回）',
        '至今批量导入的商品：%{count} 个（%{imports} 次）',
        '至今批次匯入的商品：%{count} 個（%{imports} 次）',
        'Goods imported so far: %{count} (in %{imports} imports)',
      ],
    },
    history: {
      title: ['変更履歴', '变更历史', '變更歷史', 'Change history'],
      empty: ['変更履歴はありません', '暂无变更历史', '尚無變更歷史', 'No changes recorded'],
      when: ['日時', '时间', '時間', 'When'],
      who: ['担当者', '操作人', '操作人', 'By'],
      action: ['操作', '操作', '操作', 'Action'],
      changes: ['変更内容', '变更内容', '變更內容', 'Changes'],
      actions: {
        create: ['登録', '新增', '新增', 'Created'],
        update: ['編集', '编辑', '編輯', 'Edited'],
        status: ['有効・無効', '启用/停用', '啟用/停用', 'Enabled or disabled'],
        import: ['一括登録', '批量导入', '批次匯入', 'Imported'],
      },
      retry: ['再読み込み', '重新加载', '重新載入', 'Reload'],
    },
  },
} satisfies MessageTable;

export default messages;
