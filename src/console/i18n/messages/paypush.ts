/**
 * Messages of the pay config push plan, device binding, payee QR code settings and test pushes (issue 9). Each
 * text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

/** A device with its pay config, as the push plan and the binding list both show it. */
const DEVICE_CONFIG_FIELDS = {
  serialNum: ['シリアル番号', '序列号', '序號', 'Serial number'],
  configId: ['決済設定 ID', '支付配置 ID', '支付設定 ID', 'Pay config ID'],
  configName: ['決済設定', '支付配置', '支付設定', 'Pay config'],
  channel: ['チャネル', '渠道', '渠道', 'Channel'],
  online: ['オンライン', '在线', '線上', 'Online'],
} satisfies MessageTable;

const messages = {
  menu: {
    payPush: ['パラメータ設定（プッシュ実行）', '参数配置（推送执行）', '參數設定（推送執行）', 'Parameter config (push)'],
    payBinding: ['決済設定の紐付け', '支付配置绑定', '支付設定綁定', 'Pay config binding'],
    qrcodeSet: ['受取用 QR コード設定', '收款二维码设置', '收款 QR 碼設定', 'Payee QR code settings'],
  },
  functions: {
    payPush: {
      view: ['プッシュ計画の閲覧', '查看推送计划', '檢視推送計畫', 'View the push plan'],
      push: ['決済設定のプッシュ', '推送支付配置', '推送支付設定', 'Push pay configs'],
      delete: ['プッシュ済み・履歴の削除', '删除已推送记录和历史', '刪除已推送記錄和歷史', 'Delete pushed entries and history'],
    },
    payBind: {
      view: ['紐付けの閲覧', '查看绑定', '檢視綁定', 'View bindings'],
      update: ['紐付け・解除', '绑定与解绑', '綁定與解綁', 'Bind and unbind'],
    },
    paymentCode: {
      view: ['受取用 QR コードの閲覧', '查看收款二维码', '檢視收款 QR 碼', 'View payee QR codes'],
      update: ['受取用 QR コードの設定', '设置收款二维码', '設定收款 QR 碼', 'Set payee QR codes'],
    },
    payTest: {
      push: ['テストメッセージの送信', '发送测试消息', '傳送測試訊息', 'Send test messages'],
    },
  },
  enum: {
    payBindType: {
      bound: ['個別に紐付け', '单独绑定', '單獨綁定', 'Bound'],
      default: ['組織のデフォルト', '组织默认', '組織預設', 'Organisation default'],
    },
    payPushReason: {
      noConfig: ['決済設定なし', '无支付配置', '無支付設定', 'No pay config'],
      disabled: ['無効', '已停用', '已停用', 'Disabled'],
      notActivated: ['未アクティベート', '未激活', '未啟用', 'Not activated'],
      offline: ['オフライン', '离线', '離線', 'Offline'],
    },
    payPushResult: {
      pending: ['応答待ち', '等待响应', '等待回應', 'Waiting for the device'],
      succeeded: ['成功', '成功', '成功', 'Succeeded'],
      failed: ['失敗', '失败', '失敗', 'Failed'],
      expired: ['期限切れ', '已过期', '已過期', 'Expired'],
    },
    payAmountMode: {
      fixed: ['固定金額', '固定金额', '固定金額', 'Fixed amount'],
      open: ['支払者が入力', '付款人输入', '付款人輸入', 'Entered by the payer'],
    },
  },
  screens: {
    devices: {
      detail: {
        tabs: {
          payeeQr: ['受取用 QR コード', '收款二维码', '收款 QR 碼', 'Payee QR code'],
        },
        push: {
          types: {
            payConfig: ['決済設定', '支付配置', '支付設定', 'Pay config'],
          },
        },
      },
    },
    link: {
      types: {
        payConfig: ['決済設定', '支付配置', '支付設定', 'Pay config'],
      },
    },
    payPush: {
      title: ['パラメータ設定（プッシュ実行）', '参数配置（推送执行）', '參數設定（推送執行）', 'Parameter config (push)'],
      tabs: {
        notPushed: ['未プッシュ', '未推送', '未推送', 'Not pushed'],
        pushed: ['プッシュ済み', '已推送', '已推送', 'Pushed'],
        history: ['プッシュ履歴', '推送历史', '推送歷史', 'History'],
      },
      filter: {
        serialNum: ['シリアル番号で検索', '按序列号搜索', '依序號搜尋', 'Search by serial number'],
        status: ['プッシュ可否', '推送状态', '推送狀態', 'Push status'],
        all: ['すべて', '全部', '全部', 'All'],
        result: ['結果', '结果', '結果', 'Result'],
      },
      select: ['%{serialNum} を選択', '选择 %{serialNum}', '選擇 %{serialNum}', 'Select %{serialNum}'],
      selectAll: ['すべて選択', '全选', '全選', 'Select all'],
      selected: ['%{count} 件選択中', '已选择 %{count} 项', '已選擇 %{count} 項', '%{count} selected'],
      push: ['選択したデバイスにプッシュ', '推送到所选设备', '推送到所選設備', 'Push to selected devices'],
      repush: ['再プッシュ', '重新推送', '重新推送', 'Push again'],
      remove: ['プッシュ済みから外す', '移出已推送', '移出已推送', 'Take off the pushed list'],
      deleteHistory: ['選択した履歴を削除', '删除所选历史', '刪除所選歷史', 'Delete selected history'],
      confirmRemove: [
        '選択した %{count} 台をプッシュ済みから外しますか？',
        '确定将所选 %{count} 台设备移出已推送吗？',
        '確定將所選 %{count} 台設備移出已推送嗎？',
        'Take the %{count} selected devices off the pushed list?',
      ],
      confirmDelete: [
        '選択した履歴 %{count} 件を削除しますか？',
        '确定删除所选 %{count} 条历史吗？',
        '確定刪除所選 %{count} 筆歷史嗎？',
        'Delete the %{count} selected history rows?',
      ],
      pushedResult: [
        '%{pushed} 台にプッシュしました（%{skipped} 台はプッシュできません）',
        '已推送 %{pushed} 台（%{skipped} 台不可推送）',
        '已推送 %{pushed} 台（%{skipped} 台不可推送）',
        'Pushed to %{pushed} devices (%{skipped} could not be pushed to)',
      ],
      removed: ['%{count} 件を外しました', '已移出 %{count} 项', '已移出 %{count} 項', '%{count} taken off'],
      deleted: ['%{count} 件削除しました', '已删除 %{count} 条', '已刪除 %{count} 筆', '%{count} deleted'],
      empty: {
        notPushed: ['プッシュ待ちのデバイスはありません', '没有待推送的设备', '沒有待推送的設備', 'No device is waiting for a push'],
        pushed: ['プッシュ済みのデバイスはありません', '没有已推送的设备', '沒有已推送的設備', 'No device is pushed yet'],
        history: ['プッシュ履歴はありません', '没有推送历史', '沒有推送歷史', 'No push history'],
      },
      stages: ['リンク段階', '链路阶段', '鏈路階段', 'Link stages'],
      stageCount: ['%{count}/4', '%{count}/4', '%{count}/4', '%{count}/4'],
    },
    payBinding: {
      title: ['決済設定の紐付け', '支付配置绑定', '支付設定綁定', 'Pay config binding'],
      configId: ['決済設定 ID', '支付配置 ID', '支付設定 ID', 'Pay config ID'],
      show: ['表示', '显示', '顯示', 'Show'],
      tabs: {
        all: ['すべてのデバイス', '所有设备', '所有設備', 'All devices'],
        bound: ['この設定を使うデバイス', '使用此配置的设备', '使用此設定的設備', 'Devices using this config'],
        unbound: ['紐付けできるデバイス', '可绑定的设备', '可綁定的設備', 'Devices to bind'],
      },
      bind: ['選択したデバイスを紐付け', '绑定所选设备', '綁定所選設備', 'Bind selected devices'],
      unbind: ['選択したデバイスの紐付けを解除', '解绑所选设备', '解綁所選設備', 'Unbind selected devices'],
      bound: ['%{count} 台を紐付けました', '已绑定 %{count} 台', '已綁定 %{count} 台', '%{count} devices bound'],
      unbound: ['%{count} 台の紐付けを解除しました', '已解绑 %{count} 台', '已解綁 %{count} 台', '%{count} devices unbound'],
      needConfig: [
        '決済設定 ID を入力すると、その設定の紐付けを変更できます',
        '输入支付配置 ID 后可修改该配置的绑定',
        '輸入支付設定 ID 後可修改該設定的綁定',
        'Enter a pay config ID to change its bindings',
      ],
      empty: ['デバイスはありません', '没有设备', '沒有設備', 'No devices'],
      none: ['なし', '无', '無', 'None'],
    },
    qrcodeSet: {
      amount: ['金額', '金额', '金額', 'Amount'],
      amountInvalid: [
        'この通貨で使える桁数までの正の金額を入力してください',
        '请输入该币种允许位数内的正数金额',
        '請輸入該幣別允許位數內的正數金額',
        'Enter a positive amount with no more decimals than the currency allows',
      ],
      title: ['受取用 QR コード設定', '收款二维码设置', '收款 QR 碼設定', 'Payee QR code settings'],
      load: ['読み込む', '读取', '讀取', 'Load'],
      save: ['保存', '保存', '儲存', 'Save'],
      remove: ['削除', '删除', '刪除', 'Remove'],
      saved: ['保存しました', '已保存', '已儲存', 'Saved'],
      removed: ['削除しました', '已删除', '已刪除', 'Removed'],
      notSet: [
        'このデバイスの受取用 QR コードはまだ設定されていません',
        '该设备尚未设置收款二维码',
        '該設備尚未設定收款 QR 碼',
        'No payee QR code is set for this device yet',
      ],
      confirmRemove: [
        '受取用 QR コードの設定を削除しますか？',
        '确定删除收款二维码设置吗？',
        '確定刪除收款 QR 碼設定嗎？',
        'Remove the payee QR code settings?',
      ],
      test: {
        title: ['テストプッシュ', '测试推送', '測試推送', 'Test push'],
        message: ['メッセージ', '消息', '訊息', 'Message'],
        notify: ['送信', '发送', '傳送', 'Send'],
        notifyAndPrint: ['送信して印刷', '发送并打印', '傳送並列印', 'Send and print'],
        sent: [
          '送信しました（リクエスト ID %{requestId}）。リンクフローで経過を確認できます',
          '已发送（请求 ID %{requestId}），可在链路流程中查看进度',
          '已傳送（請求 ID %{requestId}），可在鏈路流程中查看進度',
          'Sent (request ID %{requestId}); follow it in the link flow',
        ],
      },
    },
  },
  resources: {
    payPush: {
      name: ['プッシュ計画', '推送计划', '推送計畫', 'Push plan'],
      fields: {
        ...DEVICE_CONFIG_FIELDS,
        status: ['プッシュ可否', '推送状态', '推送狀態', 'Push status'],
        reason: ['プッシュできない理由', '不可推送原因', '不可推送原因', 'Why not pushable'],
        pushedAt: ['プッシュ日時', '推送时间', '推送時間', 'Pushed at'],
        pushedBy: ['プッシュした人', '推送人', '推送人', 'Pushed by'],
        pushResult: ['結果', '结果', '結果', 'Result'],
        requestId: ['リクエスト ID', '请求 ID', '請求 ID', 'Request ID'],
        deviceStatus: ['デバイス状態', '设备状态', '設備狀態', 'Device status'],
      },
    },
    payBinding: {
      name: ['決済設定の紐付け', '支付配置绑定', '支付設定綁定', 'Pay config binding'],
      fields: {
        ...DEVICE_CONFIG_FIELDS,
        bindType: ['紐付け方法', '绑定方式', '綁定方式', 'Binding'],
        boundAt: ['紐付け日時', '绑定时间', '綁定時間', 'Bound at'],
        boundBy: ['紐付けた人', '绑定人', '綁定人', 'Bound by'],
      },
    },
    qrcodeSet: {
      name: ['受取用 QR コード', '收款二维码', '收款 QR 碼', 'Payee QR code'],
      fields: {
        serialNum: ['シリアル番号', '序列号', '序號', 'Serial number'],
        qrContent: ['QR コードの内容（URL）', '二维码内容（URL）', 'QR 碼內容（URL）', 'QR content (URL)'],
        amountMode: ['金額の指定', '金额方式', '金額方式', 'Amount'],
        amount: ['金額（最小単位）', '金额（最小单位）', '金額（最小單位）', 'Amount (minor units)'],
        currency: ['通貨', '币种', '幣別', 'Currency'],
        updatedAt: ['更新日時', '更新时间', '更新時間', 'Updated at'],
        updatedBy: ['更新した人', '更新人', '更新人', 'Updated by'],
      },
    },
  },
} satisfies MessageTable;

export default messages;
