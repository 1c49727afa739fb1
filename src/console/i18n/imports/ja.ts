/**
 * Messages of batch imports and their records (issue 18): the users' batch import (screens/accounts/
 * UserImport.tsx) and the import record list (screens/imports/ImportRecords.tsx). Japanese is the reference:
 * the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
  menu: {
    importRecords: 'インポート履歴',
  },
  functions: {
    importRecord: { view: 'インポート履歴の閲覧' },
  },
  resources: {
    'import-records': {
      name: 'インポート履歴',
      fields: {
        id: '記録番号',
        createdAt: '日時',
        kind: '種別',
        orgName: '組織',
        userAccount: '実行者',
        fileName: 'ファイル名',
        rows: '行数',
        imported: '取込件数',
        result: '結果',
        startTime: '日時（から）',
        endTime: '日時（まで）',
        fileType: 'ファイル形式',
        errorCode: '理由コード',
        rowResultCount: '行の結果の件数',
        rowResults: '行ごとの結果',
      },
    },
  },
  enum: {
    importKind: { device: 'デバイス登録', activation: 'デバイス有効化', goods: '商品', user: 'ユーザー' },
    importResult: { imported: '取込済み', refused: '拒否' },
  },
  imports: {
    users: {
      organisation: '組織',
      ownOrganisation: '自分の組織',
      button: '一括登録',
      title: 'ファイルからユーザーを一括登録',
      intro: '%{ext} ファイルの最初のシートの 1 行目に列名を書き、2 行目から 1 行に 1 ユーザーを書いてください。列名はどの言語でも構いません。',
      allOrNothing: '誤りのある行が 1 行でもあれば、何も登録されません。登録したユーザーには組織の既定のロールが付きます。',
      columnRules: {
        account: '半角英数字 1〜20 文字。既存のアカウントと重複不可',
        name: '漢字・かな・英字 1〜50 文字',
        password: '半角の英数字・記号 8〜32 文字。アカウントを含まないこと',
        phone: '中国の携帯番号または日本の電話番号。既存の番号と重複不可',
        email: 'メールアドレス（100 文字まで）',
        status: '有効・無効（または 1・0）。空欄は有効',
      },
      upload: '登録',
      uploading: '登録中…',
      done: '%{smart_count} 人を登録しました',
      failed: '誤りのある行があるため、何も登録されていません。ファイルを直して、もう一度登録してください。',
      results: '登録した行',
      account: 'アカウント',
      name: '氏名',
    },
    records: {
      detail: '行ごとの結果',
      reason: '理由',
      noRows: '行ごとの結果はありません（ファイル全体が拒否されました）',
      shown: '先頭 %{shown} 件を表示しています（全 %{total} 件。すべてはエクスポートで確認できます）',
      row: '行',
      result: '結果',
      key: 'キー',
      column: '列',
      message: '理由',
    },
  },
};

export type ImportsMessages = Shape<typeof messages>;

export default messages;
