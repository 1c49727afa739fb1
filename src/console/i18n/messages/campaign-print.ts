/** Messages of the collective print of a campaign (issue 29 item 2). Each text is [ja, zh-CN, zh-TW, en]. */
import type { MessageTable } from '../../../domain/texts';

export default {
  menu: { campaignPrint: ['一括印刷', '批量打印', '批次列印', 'Collective print'] },
  resources: {
    campaignPrint: {
      name: ['一括印刷', '批量打印', '批次列印', 'Collective print'],
      fields: {
        campaign: ['活動', '活动', '活動', 'Campaign'],
        kinds: ['印刷するもの', '打印内容', '列印內容', 'What to print'],
        layout: ['用紙のレイアウト', '纸张版式', '紙張版式', 'Paper layout'],
        copies: ['店舗ごとの枚数', '每家门店份数', '每家門店份數', 'Copies per store'],
        storeIds: ['店舗', '门店', '門店', 'Stores'],
        platform: ['ウォレット', '钱包平台', '錢包平台', 'Wallet'],
        name: ['店舗名', '门店名称', '門店名稱', 'Store name'],
        claimUrl: ['受け取り URL', '领取链接', '領取連結', 'Claim link'],
      },
    },
  },
  enum: {
    campaignPrintKind: {
      claimCard: ['受け取り QR カード', '领取二维码卡', '領取 QR 碼卡', 'Claim QR cards'],
      poster: ['A4 ポスター', 'A4 海报', 'A4 海報', 'A4 posters'],
      stampCard: ['スタンプカード', '集章卡', '集章卡', 'Stamp cards'],
    },
    campaignPrintLayout: {
      a4: ['A4 に 1 枚', '每张 A4 一份', '每張 A4 一份', 'One per A4 page'],
      a4x10: ['A4 ラベル 2×5', 'A4 标签 2×5', 'A4 標籤 2×5', 'A4 labels 2 × 5'],
      a4x24: ['A4 ラベル 3×8', 'A4 标签 3×8', 'A4 標籤 3×8', 'A4 labels 3 × 8'],
    },
  },
  functions: {
    activity: { print: ['活動の一括印刷', '批量打印活动物料', '批次列印活動物料', 'Print campaign materials'] },
  },
  campaignPrint: {
    options: ['印刷の設定', '打印设置', '列印設定', 'Print options'],
    print: ['印刷', '打印', '列印', 'Print'],
    noCampaigns: ['開催中・開始前の活動がありません', '没有进行中或未开始的活动', '沒有進行中或未開始的活動', 'No campaign is in progress or coming'],
    noStores: ['この活動を実施している店舗がありません', '没有开展此活动的门店', '沒有舉辦此活動的門店', 'No store runs this campaign'],
    chooseStores: ['店舗を 1 つ以上選んでください', '请至少选择一家门店', '請至少選擇一家門店', 'Choose at least one store'],
    posterPerPage: [
      'ポスターはどのレイアウトでも店舗ごとに A4 1 枚です',
      '无论何种版式，海报均为每家门店一张 A4',
      '無論何種版式，海報均為每家門店一張 A4',
      'Posters are one A4 page per store in any layout',
    ],
    copiesHelp: [
      '1〜24 枚（3×8 ラベル 1 シート分まで）',
      '1 至 24 份（最多一张 3×8 标签纸）',
      '1 至 24 份（最多一張 3×8 標籤紙）',
      '1 to 24 (up to one sheet of 3 × 8 labels)',
    ],
    preview: ['プレビュー（%{pages} ページ）', '预览（共 %{pages} 页）', '預覽（共 %{pages} 頁）', 'Preview (%{pages} pages)'],
    previewEmpty: ['プレビュー', '预览', '預覽', 'Preview'],
    documentOf: ['「%{campaign}」の印刷物', '“%{campaign}”的打印物料', '「%{campaign}」的列印物料', 'Print of “%{campaign}”'],
    qrOf: ['%{store} の受け取り QR コード', '%{store} 的领取二维码', '%{store} 的領取 QR 碼', 'Claim QR code of %{store}'],
    posterOf: ['%{store} のポスター', '%{store} 的海报', '%{store} 的海報', 'Poster of %{store}'],
    scanToJoin: [
      '%{platform} で読み取って会員カードを受け取る',
      '用%{platform}扫码领取会员卡',
      '用%{platform}掃碼領取會員卡',
      'Scan with %{platform} to get the member card',
    ],
    stampsForPrize: ['スタンプ %{n} 個で賞品', '集满 %{n} 个章兑奖', '集滿 %{n} 個章兌獎', '%{n} stamps for a prize'],
    sandboxLink: [
      'サンドボックスのリンクです（本番のウォレットでは開けません）',
      '此为沙盒链接（正式钱包无法打开）',
      '此為沙盒連結（正式錢包無法開啟）',
      'A sandbox link (real wallets do not open it)',
    ],
  },
} satisfies MessageTable;
