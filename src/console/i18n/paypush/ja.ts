/**
 * Messages of the pay config push plan, device binding, payee QR code settings and test pushes (issue 9).
 * Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
  menu: {
    payPush: 'パラメータ設定（プッシュ実行）',
    payBinding: '決済設定の紐付け',
    qrcodeSet: '受取用 QR コード設定',
  },
  functions: {
    payPush: {
      view: 'プッシュ計画の閲覧',
      push: '決済設定のプッシュ',
      delete: 'プッシュ済み・履歴の削除',
    },
    payBind: {
      view: '紐付けの閲覧',
      update: '紐付け・解除',
    },
    paymentCode: {
      view: '受取用 QR コードの閲覧',
      update: '受取用 QR コードの設定',
    },
    payTest: {
      push: 'テストメッセージの送信',
    },
  },
  enum: {
    payBindType: {
      bound: '個別に紐付け',
      default: '組織のデフォルト',
    },
    payPushReason: {
      noConfig: '決済設定なし',
      disabled: '無効',
      notActivated: '未アクティベート',
      offline: 'オフライン',
    },
    payPushResult: {
      pending: '応答待ち',
      succeeded: '成功',
      failed: '失敗',
      expired: '期限切れ',
    },
    payAmountMode: {
      fixed: '固定金額',
      open: '支払者が入力',
    },
  },
  screens: {
    devices: {
      detail: {
        tabs: {
          payeeQr: '受取用 QR コード',
        },
        push: {
          types: {
            payConfig: '決済設定',
          },
        },
      },
    },
    link: {
      types: {
        payConfig: '決済設定',
      },
    },
    payPush: {
      title: 'パラメータ設定（プッシュ実行）',
      tabs: {
        notPushed: '未プッシュ',
        pushed: 'プッシュ済み',
        history: 'プッシュ履歴',
      },
      filter: {
        serialNum: 'シリアル番号で検索',
        status: 'プッシュ可否',
        all: 'すべて',
        result: '結果',
      },
      select: '%{serialNum} を選択',
      selectAll: 'すべて選択',
      selected: '%{count} 件選択中',
      push: '選択したデバイスにプッシュ',
      repush: '再プッシュ',
      remove: 'プッシュ済みから外す',
      deleteHistory: '選択した履歴を削除',
      confirmRemove: '選択した %{count} 台をプッシュ済みから外しますか？',
      confirmDelete: '選択した履歴 %{count} 件を削除しますか？',
      pushedResult: '%{pushed} 台にプッシュしました（%{skipped} 台はプッシュできません）',
      removed: '%{count} 件を外しました',
      deleted: '%{count} 件削除しました',
      empty: {
        notPushed: 'プッシュ待ちのデバイスはありません',
        pushed: 'プッシュ済みのデバイスはありません',
        history: 'プッシュ履歴はありません',
      },
      stages: 'リンク段階',
      stageCount: '%{count}/4',
    },
    payBinding: {
      title: '決済設定の紐付け',
      configId: '決済設定 ID',
      show: '表示',
      tabs: {
        all: 'すべてのデバイス',
        bound: 'この設定を使うデバイス',
        unbound: '紐付けできるデバイス',
      },
      bind: '選択したデバイスを紐付け',
      unbind: '選択したデバイスの紐付けを解除',
      bound: '%{count} 台を紐付けました',
      unbound: '%{count} 台の紐付けを解除しました',
      needConfig: '決済設定 ID を入力すると、その設定の紐付けを変更できます',
      empty: 'デバイスはありません',
      none: 'なし',
    },
    qrcodeSet: {
      amount: '金額',
      amountInvalid: 'この通貨で使える桁数までの正の金額を入力してください',
      title: '受取用 QR コード設定',
      load: '読み込む',
      save: '保存',
      remove: '削除',
      saved: '保存しました',
      removed: '削除しました',
      notSet: 'このデバイスの受取用 QR コードはまだ設定されていません',
      confirmRemove: '受取用 QR コードの設定を削除しますか？',
      test: {
        title: 'テストプッシュ',
        message: 'メッセージ',
        notify: '送信',
        notifyAndPrint: '送信して印刷',
        sent: '送信しました（リクエスト ID %{requestId}）。リンクフローで経過を確認できます',
      },
    },
  },
  resources: {
    payPush: {
      name: 'プッシュ計画',
      fields: {
        serialNum: 'シリアル番号',
        configId: '決済設定 ID',
        configName: '決済設定',
        channel: 'チャネル',
        online: 'オンライン',
        status: 'プッシュ可否',
        reason: 'プッシュできない理由',
        pushedAt: 'プッシュ日時',
        pushedBy: 'プッシュした人',
        pushResult: '結果',
        requestId: 'リクエスト ID',
        deviceStatus: 'デバイス状態',
      },
    },
    payBinding: {
      name: '決済設定の紐付け',
      fields: {
        serialNum: 'シリアル番号',
        configId: '決済設定 ID',
        configName: '決済設定',
        channel: 'チャネル',
        online: 'オンライン',
        bindType: '紐付け方法',
        boundAt: '紐付け日時',
        boundBy: '紐付けた人',
      },
    },
    qrcodeSet: {
      name: '受取用 QR コード',
      fields: {
        serialNum: 'シリアル番号',
        qrContent: 'QR コードの内容（URL）',
        amountMode: '金額の指定',
        amount: '金額（最小単位）',
        currency: '通貨',
        updatedAt: '更新日時',
        updatedBy: '更新した人',
      },
    },
  },
};

export type PayPushMessages = Shape<typeof messages>;

export default messages;
