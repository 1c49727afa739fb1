/**
 * Field labels shared by every resource (`fields.<field>`): a resource's field without a label of its own
 * (`resources.<name>.fields.<field>`) takes this one, so the fields every record has — id, owner, status, time
 * stamps… — are written once per language. A resource labels only its own fields, or one it words differently.
 * Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

const messages = {
  fields: {
    id: ['ID', 'ID', 'ID', 'ID'],
    orgId: ['組織', '组织', '組織', 'Organisation'],
    orgName: ['組織', '组织', '組織', 'Organisation'],
    status: ['状態', '状态', '狀態', 'Status'],
    createdAt: ['作成日時', '创建时间', '建立時間', 'Created'],
    updatedAt: ['更新日時', '更新时间', '更新時間', 'Updated'],
    createdBy: ['作成者', '创建人', '建立者', 'Created by'],
    remark: ['備考', '备注', '備註', 'Remark'],
    serialNum: ['シリアル番号', '设备序列号', '設備序號', 'Serial number'],
    deviceId: ['デバイス ID', '设备 ID', '設備 ID', 'Device ID'],
    deviceName: ['デバイス名', '设备名称', '設備名稱', 'Device name'],
    deviceCount: ['デバイス数', '设备数', '設備數', 'Devices'],
    productId: ['製品', '产品', '產品', 'Product'],
    productName: ['製品名', '产品名称', '產品名稱', 'Product name'],
    goodsId: ['商品', '商品', '商品', 'Goods'],
    goodsName: ['商品名', '商品名称', '商品名稱', 'Goods name'],
    brand: ['ブランド', '品牌', '品牌', 'Brand'],
    barcode: ['バーコード', '条形码', '條碼', 'Barcode'],
    laneNo: ['レーン', '货道', '貨道', 'Lane'],
    currency: ['通貨', '币种', '幣種', 'Currency'],
    amount: ['金額', '金额', '金額', 'Amount'],
    payType: ['決済方法', '支付方式', '支付方式', 'Payment method'],
    title: ['タイトル', '标题', '標題', 'Title'],
    reason: ['理由', '原因', '原因', 'Reason'],
    phone: ['電話番号', '手机号', '手機號碼', 'Phone'],
    day: ['日付', '日期', '日期', 'Day'],
    startDay: ['開始日', '开始日期', '開始日期', 'Start day'],
    endDay: ['終了日', '结束日期', '結束日期', 'End day'],
    startDate: ['開始日', '开始日期', '開始日期', 'Start day'],
    endDate: ['終了日', '结束日期', '結束日期', 'End day'],
    startTime: ['開始日時', '开始时间', '開始時間', 'From'],
    endTime: ['終了日時', '结束时间', '結束時間', 'To'],
  },
} satisfies MessageTable;

export default messages;
