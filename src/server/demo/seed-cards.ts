/**
 * Demo wallet card designs (issue 16), set-based: every demo merchant has an Alipay design the sandbox approved
 * (its collection link works) and a WeChat design — pending review for most, rejected with the sandbox's reason
 * for the second merchant, so the card screen shows each review state — and a collection form for both.
 */
import type { Queryable } from '../db/database.js';
import { SANDBOX_REJECT_REASON } from '../areas/members/cards.js';

export async function seedCards(tx: Queryable) {
  await tx.query(
    `insert into card_templates (org_id, org_path, platform, brand, title, color, custom_fields, actions, rights,
        review_status, review_reason, submitted_at, reviewed_at, link_token)
     select o.id, o.path, p.platform, left(o.name, 12), p.title, p.color,
            jsonb_build_array(jsonb_build_object('label', 'ポイント', 'url', 'https://example.com/points')),
            jsonb_build_array(jsonb_build_object('label', '店舗を探す', 'url', 'https://example.com/stores')),
            jsonb_build_array(jsonb_build_object('title', 'ポイント2倍デー', 'detail', '毎月1日の購入はポイント2倍',
                                                 'startDate', to_char(now() - interval '30 days', 'YYYY-MM-DD'),
                                                 'endDate', to_char(now() + interval '335 days', 'YYYY-MM-DD'))),
            case when p.platform = 'alipay' then 'approved' when o.k = 2 then 'rejected' else 'pending' end,
            case when p.platform = 'wechat' and o.k = 2 then $1 end,
            now() - interval '20 days',
            case when p.platform = 'alipay' or o.k = 2 then now() - interval '19 days' end,
            md5(o.id || p.platform || clock_timestamp()::text)
       from (select id, path, name, row_number() over (order by id)::int as k from organisations where type = 'merchant' and status = 1) o,
            (values ('alipay', '会員カード', '#1677FF'), ('wechat', '会員カード', '#07C160')) p(platform, title, color)`,
    [SANDBOX_REJECT_REASON],
  );
  await tx.query(
    `insert into card_forms (org_id, platform, fields)
     select org_id, platform, '[{"field": "mobile", "required": true}, {"field": "name", "required": false}, {"field": "birthday", "required": false}]'::jsonb
       from card_templates`,
  );
}
