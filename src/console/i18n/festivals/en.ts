import type { FestivalsMessages } from './ja';

const messages: FestivalsMessages = {
  menu: {
    holidays: 'Holiday marketing',
  },
  resources: {
    holidays: {
      name: 'Festivals',
      fields: {
        year: 'Year',
        date: 'Date',
        name: 'Name',
        lunar: 'Lunar',
        code: 'Kind',
        orgId: 'Organisation',
        orgName: 'Organisation',
      },
    },
  },
  functions: {
    holiday: {
      view: 'View the festival list',
      add: 'Add own festivals',
    },
  },
  festivals: {
    title: 'Holiday marketing',
    yearTable: 'Festivals of %{year}',
    builtIn: 'Built-in',
    custom: 'Own',
    lunarYes: 'Lunar',
    lunarNo: 'Gregorian',
    kind: 'Kind',
    empty: 'No festivals in this year',
    addTitle: 'Add an own festival',
    nameHelp: '1 to 15 characters',
    add: 'Add',
    added: 'Added “%{name}”',
    previousYear: 'Previous year',
    nextYear: 'Next year',
  },
};

export default messages;
