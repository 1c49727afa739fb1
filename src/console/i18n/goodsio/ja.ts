/**
 * Messages of the goods library's import, export and change history (screens/retail/Goods*.tsx), and the
 * names of their function codes. Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
  functions: {
    goods: {
      import: '商品の一括登録',
      export: '商品のエクスポート',
    },
  },
  goodsio: {
    import: {
      button: '一括登録',
      title: 'ファイルから商品を一括登録',
      intro: '%{ext} ファイルの最初のシートの 1 行目に列名を書き、2 行目から 1 行に 1 商品を書いてください。列名はどの言語でも構いません。',
      allOrNothing: '誤りのある行が 1 行でもあれば、何も登録されません。',
      columnRules: {
        name: '50 文字まで、空白なし。組織内で重複不可',
        brand: '50 文字まで、空白なし',
        categoryId: '飲料・食品・おもちゃ・その他（または 1〜4）',
        spec: '0 より大きく 99999 まで',
        specUnit: '10 文字まで、空白なし',
        barcode: '数字 20 桁まで。組織内で重複不可',
        itemCode: '英数字 50 文字まで',
        purchasePrice: '1〜99999',
        defaultPrice: '1〜99999 の整数',
        referencePrice: '1〜99999',
        remark: '200 文字まで',
        status: '有効・無効（または 1・0）。省略時は有効',
      },
      upload: '登録する',
      uploading: '登録中…',
      done: '%{smart_count} 件の商品を登録しました',
      failed: '誤りのある行があるため、何も登録されていません。ファイルを直して、もう一度登録してください。',
      results: '登録した行',
      so_far: 'これまでに一括登録した商品：%{count} 件（%{imports} 回）',
    },
    history: {
      title: '変更履歴',
      empty: '変更履歴はありません',
      when: '日時',
      who: '担当者',
      action: '操作',
      changes: '変更内容',
      actions: {
        create: '登録',
        update: '編集',
        status: '有効・無効',
        import: '一括登録',
      },
      retry: '再読み込み',
    },
  },
};

export type GoodsIoMessages = Shape<typeof messages>;

export default messages;
