import type { TranslationMessages } from 'ra-core';
import japanese from '@bicstone/ra-language-japanese';

/**
 * react-admin's messages in Japanese: @bicstone/ra-language-japanese (a CommonJS module: its messages are
 * on `.default` when a bundler hands over the whole exports object), brought up to react-admin 5.15: the
 * keys added since, the placeholders react-admin passes now (`%{recordRepresentation}`,
 * `%{field_lower_first}`), and the two texts that kept English words.
 */
const base = ((japanese as unknown as { default?: TranslationMessages }).default ?? japanese) as TranslationMessages;

type Tree = Record<string, unknown>;
const merge = (a: Tree, b: Tree): Tree => {
  const out: Tree = { ...a };
  for (const [k, v] of Object.entries(b)) {
    out[k] = v && typeof v === 'object' && out[k] && typeof out[k] === 'object' ? merge(out[k] as Tree, v as Tree) : v;
  }
  return out;
};

const updates = {
  ra: {
    page: {
      edit: '%{name} %{recordRepresentation}',
      show: '%{name} %{recordRepresentation}',
    },
    message: {
      bulk_update_content: '%{name} %{recordRepresentation}を更新しますか？ |||| 選択した %{smart_count}件のアイテムを更新しますか？',
      bulk_update_title: '%{name} %{recordRepresentation}を更新 |||| %{name} %{smart_count}件を更新',
      delete_content: 'この%{name}を削除しますか？',
      delete_title: '%{name} %{recordRepresentation} を削除',
    },
    navigation: {
      no_filtered_results: '現在の検索条件では%{name}が見つかりませんでした',
      no_results: '%{name}が見つかりませんでした',
    },
    sort: { sort_by: '%{field_lower_first}を%{order}で並び替える' },
    notification: { data_provider_error: 'データプロバイダーでエラーが発生しました。詳細はコンソールを確認してください' },
    validation: { unique: '重複しない値を入力してください' },
    guesser: { empty: { title: '表示するデータがありません', message: 'データプロバイダーを確認してください' } },
    configurable: { inspector: { content: '画面の要素にマウスを重ねると設定できます' } },
  },
};

const messages = merge(base as Tree, updates) as TranslationMessages;

export default messages;
