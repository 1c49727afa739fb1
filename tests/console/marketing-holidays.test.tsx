/**
 * The holiday marketing screen: a year's festivals as /ms/holiday/list answers them (names in the user's
 * language come from the server; the request carries the language), the lunar flag shown, the year picker
 * asking for another year, and the add form checking the name rule before sending /ms/holiday/add, showing
 * the server's refusal, and hidden from users without holiday.add.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { holidays } from '../../resources/marketing/holidays';
import { tokyoDay } from '../../src/domain/payments';
import { fakeApi, ok, refuse, type RecordedCall } from './fakeApi';
import { adminFor, menuAnswer } from './harness';

const routes = menuAnswer([holidays]);
const YEAR = Number(tokyoDay(new Date()).slice(0, 4));

/** What the server answers for a year: two built-in festivals and, once added, the own ones. */
function festivalsOf(year: number, own: { name: string; date: string }[] = []) {
  return [
    { code: 'newYear', kind: 'publicHoliday', name: "New Year's Day", date: `${year}-01-01`, lunar: false },
    { code: 'springFestival', kind: 'festival', name: 'Spring Festival', date: `${year}-02-10`, lunar: true },
    ...own
      .filter((o) => o.date.startsWith(`${year}-`))
      .map((o, i) => ({ code: 'custom', kind: 'custom', id: i + 1, name: o.name, date: o.date, lunar: false, orgId: 4, orgName: '東京ベンディング' })),
  ];
}

/** Part of the server's 2026 answer (tests/api/festivals.test.ts holds the whole), in Japanese or English. */
const year2026 = (en: boolean) => [
  { code: 'newYear', kind: 'publicHoliday', name: en ? "New Year's Day" : '元日', date: '2026-01-01', lunar: false },
  { code: 'jpComingOfAge', kind: 'publicHoliday', name: en ? 'Coming of Age Day' : '成人の日', date: '2026-01-12', lunar: false },
  { code: 'springFestival', kind: 'festival', name: en ? 'Spring Festival' : '春節（旧正月）', date: '2026-02-17', lunar: true },
  { code: 'jpVernalEquinox', kind: 'publicHoliday', name: en ? 'Vernal Equinox Day' : '春分の日', date: '2026-03-20', lunar: false },
  { code: 'youthDay', kind: 'chineseDay', name: en ? 'Youth Day' : '青年節', date: '2026-05-04', lunar: false },
  {
    code: 'jpSubstitute',
    kind: 'publicHoliday',
    name: en ? "Substitute holiday (Children's Day (Japan))" : 'こどもの日 振替休日',
    date: '2026-05-06',
    lunar: false,
  },
  { code: 'partyDay', kind: 'chineseDay', name: en ? 'Party Day' : '建党記念日', date: '2026-07-01', lunar: false },
  { code: 'jpMarineDay', kind: 'publicHoliday', name: en ? 'Marine Day' : '海の日', date: '2026-07-20', lunar: false },
];

const renderAdmin = adminFor({ resources: [holidays], locale: 'en' });
const renderJa = adminFor({ resources: [holidays], locale: 'ja' });

describe('holiday marketing screen', () => {
  it("shows this year's festivals with the lunar flag, and another year through the picker", { timeout: 90_000 }, async () => {
    const api = fakeApi({ ...routes, 'POST /ms/holiday/list': (c: RecordedCall) => ok(festivalsOf((c.body as { year: number }).year)) });
    renderAdmin('/holidays', ['holiday.view']);
    const table = await screen.findByRole('table', { name: `Festivals of ${YEAR}` });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getByText('Lunar')).toBeTruthy();
    expect(within(rows[1]).getByText("New Year's Day")).toBeTruthy();
    expect(within(rows[1]).getByText('Gregorian')).toBeTruthy();
    expect(within(rows[2]).getByText('Spring Festival')).toBeTruthy();
    expect(within(rows[2]).getByText(`${YEAR}-02-10`)).toBeTruthy();
    expect(within(rows[2]).getAllByText('Lunar')).toHaveLength(1);
    expect(api.to('POST /ms/holiday/list')[0].body).toEqual({ year: YEAR });
    expect(api.to('POST /ms/holiday/list')[0].headers.get('accept-language')).toBe('en');
    fireEvent.click(screen.getByRole('button', { name: 'Next year' }));
    expect(await screen.findByRole('table', { name: `Festivals of ${YEAR + 1}` })).toBeTruthy();
    expect(api.to('POST /ms/holiday/list').at(-1)!.body).toEqual({ year: YEAR + 1 });
    // no add form without holiday.add
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });

  for (const locale of ['ja', 'en'] as const) {
    it(`shows Japan's public holidays beside the lunar festivals, Chinese civic days on request (${locale})`, { timeout: 90_000 }, async () => {
      const en = locale === 'en';
      fakeApi({ ...routes, 'POST /ms/holiday/list': (c: RecordedCall) => ok((c.body as { year: number }).year === 2026 ? year2026(en) : festivalsOf(2027)) });
      (en ? renderAdmin : renderJa)('/holidays', ['holiday.view']);
      await screen.findByRole('table', { name: en ? `Festivals of ${YEAR}` : `${YEAR}年の祝祭日` });
      if (YEAR !== 2026) {
        fireEvent.mouseDown(screen.getByRole('combobox', { name: en ? 'Year' : '年' }));
        fireEvent.click(await screen.findByRole('option', { name: '2026' }));
      }
      const table = await screen.findByRole('table', { name: en ? 'Festivals of 2026' : '2026年の祝祭日' });
      const row = (name: string) => within(table).getByText(name).closest('tr')!;
      const holiday = en ? 'Public holiday (Japan)' : '祝日';
      for (const [name, date] of en
        ? [
            ['Coming of Age Day', '2026-01-12'],
            ['Vernal Equinox Day', '2026-03-20'],
            ['Marine Day', '2026-07-20'],
            ["Substitute holiday (Children's Day (Japan))", '2026-05-06'],
          ]
        : [
            ['成人の日', '2026-01-12'],
            ['春分の日', '2026-03-20'],
            ['海の日', '2026-07-20'],
            ['こどもの日 振替休日', '2026-05-06'],
          ]) {
        expect(within(row(name)).getByText(date)).toBeTruthy();
        expect(within(row(name)).getByText(holiday)).toBeTruthy();
      }
      expect(within(row(en ? 'Spring Festival' : '春節（旧正月）')).getByText(en ? 'Lunar' : '旧暦', { selector: '.MuiChip-label' })).toBeTruthy();
      // the spec's Chinese civic days only when asked for
      const chinese = en ? 'Party Day' : '建党記念日';
      expect(within(table).queryByText(chinese)).toBeNull();
      fireEvent.click(screen.getByRole('checkbox', { name: en ? 'Show Chinese civic days' : '中国の記念日も表示' }));
      await waitFor(() => expect(within(row(chinese)).getByText(en ? 'Chinese civic day' : '中国の記念日')).toBeTruthy());
      expect(within(table).getAllByRole('row')).toHaveLength(9);
    });
  }

  it('checks the name before sending, adds the festival, lists it as own, and shows a refusal', { timeout: 90_000 }, async () => {
    const own: { name: string; date: string }[] = [];
    const api = fakeApi({
      ...routes,
      'POST /ms/holiday/list': (c: RecordedCall) => ok(festivalsOf((c.body as { year: number }).year, own)),
      'POST /ms/holiday/add': (c: RecordedCall) => {
        const body = c.body as { name: string; date: string };
        if (own.some((o) => o.name === body.name && o.date === body.date))
          return refuse(409, 206401, 'This organisation already has a festival with this name on this day');
        own.push(body);
        return ok({ id: own.length, code: 'custom', name: body.name, date: body.date, lunar: false, orgId: 4, orgName: '東京ベンディング' });
      },
    });
    renderAdmin('/holidays', ['holiday.view', 'holiday.add']);
    await screen.findByRole('table', { name: `Festivals of ${YEAR}` });
    const add = screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'x'.repeat(16) } });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: `${YEAR}-03-03` } });
    expect(screen.getByText('1 to 15 characters, without spaces at either end, line breaks or control characters')).toBeTruthy();
    expect(add.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: '創業記念日' } });
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    await waitFor(() => expect(api.to('POST /ms/holiday/add')[0]?.body).toEqual({ name: '創業記念日', date: `${YEAR}-03-03` }));
    const table = await screen.findByRole('table', { name: `Festivals of ${YEAR}` });
    await waitFor(() => expect(within(table).getByText('創業記念日')).toBeTruthy());
    expect(within(table).getByText('Own · 東京ベンディング')).toBeTruthy();
    // the same again: the server refuses, the screen says why
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: '創業記念日' } });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: `${YEAR}-03-03` } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This organisation already has a festival with this name on this day')).toBeTruthy();
  });
});
