/** Messages of the pay config push plan in zh-TW: the same keys as ./ja.ts (a missing one is a type error). */
import type { PayPushMessages } from './ja';

const messages: PayPushMessages = {
  menu: {
    payPush: '參數設定（推送執行）',
    payBinding: '支付設定綁定',
    qrcodeSet: '收款 QR 碼設定',
  },
  functions: {
    payPush: {
      view: '檢視推送計畫',
      push: '推送支付設定',
      delete: '刪除已推送記錄和歷史',
    },
    payBind: {
      view: '檢視綁定',
      update: '綁定與解綁',
    },
    paymentCode: {
      view: '檢視收款 QR 碼',
      update: '設定收款 QR 碼',
    },
    payTest: {
      push: '傳送測試訊息',
    },
  },
  enum: {
    payBindType: {
      bound: '單獨綁定',
      default: '組織預設',
    },
    payPushReason: {
      noConfig: '無支付設定',
      disabled: '已停用',
      notActivated: '未啟用',
      offline: '離線',
    },
    payPushResult: {
      pending: '等待回應',
      succeeded: '成功',
      failed: '失敗',
      expired: '已過期',
    },
    payAmountMode: {
      fixed: '固定金額',
      open: '付款人輸入',
    },
  },
  screens: {
    devices: {
      detail: {
        tabs: {
          payeeQr: '收款 QR 碼',
        },
        push: {
          types: {
            payConfig: '支付設定',
          },
        },
      },
    },
    link: {
      types: {
        payConfig: '支付設定',
      },
    },
    payPush: {
      title: '參數設定（推送執行）',
      tabs: {
        notPushed: '未推送',
        pushed: '已推送',
        history: '推送歷史',
      },
      filter: {
        serialNum: '依序號搜尋',
        status: '推送狀態',
        all: '全部',
        result: '結果',
      },
      select: '選擇 %{serialNum}',
      selectAll: '全選',
      selected: '已選擇 %{count} 項',
      push: '推送到所選設備',
      repush: '重新推送',
      remove: '移出已推送',
      deleteHistory: '刪除所選歷史',
      confirmRemove: '確定將所選 %{count} 台設備移出已推送嗎？',
      confirmDelete: '確定刪除所選 %{count} 筆歷史嗎？',
      pushedResult: '已推送 %{pushed} 台（%{skipped} 台不可推送）',
      removed: '已移出 %{count} 項',
      deleted: '已刪除 %{count} 筆',
      empty: {
        notPushed: '沒有待推送的設備',
        pushed: '沒有已推送的設備',
        history: '沒有推送歷史',
      },
      stages: '鏈路階段',
      stageCount: '%{count}/4',
    },
    payBinding: {
      title: '支付設定綁定',
      configId: '支付設定 ID',
      show: '顯示',
      tabs: {
        all: '所有設備',
        bound: '使用此設定的設備',
        unbound: '可綁定的設備',
      },
      bind: '綁定所選設備',
      unbind: '解綁所選設備',
      bound: '已綁定 %{count} 台',
      unbound: '已解綁 %{count} 台',
      needConfig: '輸入支付設定 ID 後可修改該設定的綁定',
      empty: '沒有設備',
      none: '無',
    },
    qrcodeSet: {
      amount: '金額',
      amountInvalid: '請輸入該幣別允許位數內的正數金額',
      title: '收款 QR 碼設定',
      load: '讀取',
      save: '儲存',
      remove: '刪除',
      saved: '已儲存',
      removed: '已刪除',
      notSet: '該設備尚未設定收款 QR 碼',
      confirmRemove: '確定刪除收款 QR 碼設定嗎？',
      test: {
        title: '測試推送',
        message: '訊息',
        notify: '傳送',
        notifyAndPrint: '傳送並列印',
        sent: '已傳送（請求 ID %{requestId}），可在鏈路流程中查看進度',
      },
    },
  },
  resources: {
    payPush: {
      name: '推送計畫',
      fields: {
        serialNum: '序號',
        configId: '支付設定 ID',
        configName: '支付設定',
        channel: '渠道',
        online: '線上',
        status: '推送狀態',
        reason: '不可推送原因',
        pushedAt: '推送時間',
        pushedBy: '推送人',
        pushResult: '結果',
        requestId: '請求 ID',
        deviceStatus: '設備狀態',
      },
    },
    payBinding: {
      name: '支付設定綁定',
      fields: {
        serialNum: '序號',
        configId: '支付設定 ID',
        configName: '支付設定',
        channel: '渠道',
        online: '線上',
        bindType: '綁定方式',
        boundAt: '綁定時間',
        boundBy: '綁定人',
      },
    },
    qrcodeSet: {
      name: '收款 QR 碼',
      fields: {
        serialNum: '序號',
        qrContent: 'QR 碼內容（URL）',
        amountMode: '金額方式',
        amount: '金額（最小單位）',
        currency: '幣別',
        updatedAt: '更新時間',
        updatedBy: '更新人',
      },
    },
  },
};

export default messages;
