/**
 * Messages of operator messages: a message with its file, its target devices and per-device delivery, and
 * the link flow (message statistics). Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
  menu: {
    opMessages: 'オペレーションメッセージ',
  },
  resources: {
    opMessages: {
      name: 'オペレーションメッセージ',
      fields: {
        content: '内容',
        type: '種類',
        file: 'ファイル',
        fileName: 'ファイル名',
        fileSize: 'ファイルサイズ',
        fileMime: 'ファイル形式',
        fileMd5: 'ファイルのハッシュ値',
        orgId: '所有組織',
        orgName: '所有組織',
        createdBy: '作成者',
        deviceCount: '対象デバイス数',
      },
    },
    linkFlow: {
      name: 'メッセージ統計',
      fields: {
        requestId: 'リクエストID',
        serialNum: 'シリアル番号',
        status: '配信状態',
        startDate: '開始日',
        endDate: '終了日',
        content: '内容',
        type: '種類',
        fileName: 'ファイル名',
        fileSize: 'ファイルサイズ',
        fileMime: 'ファイル形式',
        fileMd5: 'ファイルのハッシュ値',
        orgId: '所有組織',
        orgName: '所有組織',
        createdBy: '作成者',
        deviceCount: '対象デバイス数',
      },
    },
  },
  functions: {
    opMessage: { view: 'オペレーションメッセージの閲覧', save: 'オペレーションメッセージの作成・編集', delete: 'オペレーションメッセージの削除', push: 'オペレーションメッセージの配信' },
    pushMsg: { view: 'メッセージ統計の閲覧' },
  },
  enum: {
    opMessageType: { '1': 'お知らせ', '2': 'ファイル', '3': 'アップグレード' },
  },
  screens: {
    opMessages: {
      createTitle: 'オペレーションメッセージの作成',
      editTitle: 'オペレーションメッセージの編集',
      chooseFile: 'ファイルを選択',
      keepFile: '現在のファイル: %{name}（新しいファイルを選ばなければそのまま）',
      noFile: 'ファイルが選択されていません',
      fileTooLarge: 'ファイルは %{mb} メガバイト以内にしてください',
      save: '保存',
      saved: '保存しました',
      cancel: 'キャンセル',
      targets: '対象デバイス',
      addTargets: '対象デバイスを追加',
      serialNumsLabel: 'シリアル番号（改行・カンマ区切り、最大1000件）',
      add: '追加',
      added: '%{added} 台を追加しました（合計 %{total} 台）',
      remove: '削除',
      removeAll: 'すべて削除',
      removeAllConfirm: 'このメッセージの対象デバイスをすべて削除しますか？',
      removed: '%{removed} 台を削除しました',
      pushAll: 'すべてに配信',
      pushed: '%{count} 台に配信しました',
      noTargets: '対象デバイスはまだありません',
      never: '未配信',
      slow: '遅延',
      online: 'オンライン',
      offline: 'オフライン',
      addedAt: '追加日時',
      delivery: '最新の配信',
      stages: 'ステージ',
      totalMs: '全体（ミリ秒）',
      back: '一覧へ戻る',
      edit: '編集',
      pickDevices: '追加するデバイス',
      pickHelp: 'シリアル番号で検索',
      pushConfirm: 'このメッセージを対象デバイス %{count} 台に配信しますか？',
      pushedSkipped: '%{count} 台に配信しました（無効化または管理範囲外の %{skipped} 台は除外）',
      deleteConfirm: '「%{title}」を削除しますか？対象デバイスの一覧も削除されます（配信済みの履歴は残ります）。',
    },
    linkFlow: {
      title: 'メッセージ統計（リンクフロー）',
      fleet: '管理下のすべてのデバイス',
      apply: '表示',
      total: '配信数',
      slow: '遅延（5秒超）',
      interval: '区間',
      count: '件数',
      p50: '中央値（ミリ秒）',
      p95: '95パーセンタイル（ミリ秒）',
      latest: '最新の配信',
      noData: 'この期間の配信はありません',
      stage: {
        apiSent: 'API 送信',
        brokerReceived: 'ブローカー受信',
        brokerSent: 'ブローカー送信',
        deviceReceived: 'デバイス受信',
      },
      status: {
        pushed: '送信済み',
        published: '配信中',
        succeeded: '成功',
        expired: '期限切れ',
        failed: '失敗',
        unknown: '不明',
      },
      tab: 'メッセージ統計 / リンクフロー',
    },
  },
};

export type OpmessagesMessages = Shape<typeof messages>;

export default messages;
