/**
 * Field labels shared by every resource (`fields.<field>`), in ja: a resource's field without a label of its
 * own (`resources.<name>.fields.<field>`) takes this one, so the fields every record has — id, owner, status,
 * time stamps… — are written once per language. A resource labels only its own fields, or one it words
 * differently. Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
  fields: {
    id: 'ID',
    orgId: '組織',
    orgName: '組織',
    status: '状態',
    createdAt: '作成日時',
    updatedAt: '更新日時',
    createdBy: '作成者',
    remark: '備考',
    serialNum: 'シリアル番号',
    deviceId: 'デバイス ID',
    deviceName: 'デバイス名',
    deviceCount: 'デバイス数',
    productId: '製品',
    productName: '製品名',
    goodsId: '商品',
    goodsName: '商品名',
    brand: 'ブランド',
    barcode: 'バーコード',
    laneNo: 'レーン',
    currency: '通貨',
    amount: '金額',
    payType: '決済方法',
    title: 'タイトル',
    reason: '理由',
    phone: '電話番号',
    day: '日付',
    startDay: '開始日',
    endDay: '終了日',
    startDate: '開始日',
    endDate: '終了日',
    startTime: '開始日時',
    endTime: '終了日時',
  },
};

export type FieldMessages = Shape<typeof messages>;
export default messages;
