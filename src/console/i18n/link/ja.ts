/**
 * Messages of the MQTT link: push messages, their four stages and statistics (link flow), shadow, topics, connection records. Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
  menu: {
    linkFlow: 'メッセージ統計',
  },
  screens: {
    link: {
      title: 'メッセージ統計（リンクフロー）',
      tab: 'メッセージ統計 / リンクフロー',
      filters: '条件',
      serialNum: 'シリアル番号',
      serialNumHelp: '空欄で権限内の全デバイス',
      startDate: '開始日',
      endDate: '終了日',
      apply: '表示',
      rangeOrder: '終了日は開始日以降にしてください',
      rangeTooLong: '期間は最大 %{days} 日です',
      statistics: '配信の統計',
      scopeFleet: '権限内の全デバイス、%{start}〜%{end}',
      scopeDevice: 'デバイス %{serialNum}、%{start}〜%{end}',
      total: 'プッシュ数',
      slow: '遅延（5 秒超）',
      noData: 'この期間のプッシュはありません',
      intervals: '区間ごとの所要時間',
      interval: '区間',
      count: '件数',
      p50: '中央値（ミリ秒）',
      p95: '95 パーセンタイル（ミリ秒）',
      wholeLinkOf: 'リンク全体（%{interval}）',
      from: '%{from} → %{to}',
      recent: '最近のプッシュ',
      requestId: 'リクエスト ID',
      type: '種別',
      status: '状態',
      totalMs: '全体（ミリ秒）',
      createdAt: 'プッシュ日時',
      showFlow: 'フローを表示',
      showFlowOf: '%{requestId} のフローを表示',
      noPushes: 'プッシュはありません',
      lookup: 'プッシュの検索',
      lookupHelp: 'シリアル番号とリクエスト ID で 1 件のプッシュのリンクフローを表示します',
      lookupSubmit: '検索',
      requestIdInvalid: 'リクエスト ID の形式が正しくありません（8-4-4-4-12 桁の 16 進数）',
      required: '入力してください',
      flow: 'リンクフロー',
      flowOf: 'プッシュ %{requestId}（%{serialNum}）',
      notReached: '未到達',
      gap: '+%{ms} ミリ秒',
      gapAfter: '%{stage} から +%{ms} ミリ秒',
      slowFlag: '遅延',
      slowDetail: 'リンク全体に %{seconds} 秒かかりました（5 秒超）',
      totalDetail: 'リンク全体：%{ms} ミリ秒',
      incomplete: 'デバイスの受信は未確認です',
      ackError: 'デバイスがエラーを返しました：%{message}',
      refresh: '再読み込み',
      types: { pay: '決済', revoke: '取消', refund: '返金', test: 'テスト', other: 'その他（%{type}）' },
      stage: {
        apiSent: 'API 送信',
        brokerReceived: 'ブローカー受信',
        brokerSent: 'ブローカー送信',
        deviceReceived: 'デバイス受信',
      },
      statuses: {
        pushed: 'プッシュ済み',
        published: '配信済み',
        succeeded: '成功',
        expired: '期限切れ',
        failed: '失敗',
        unknown: '不明',
      },
    },
  },
};

export type LinkMessages = Shape<typeof messages>;

export default messages;
