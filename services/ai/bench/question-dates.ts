// Date patterns for question sets N and O of `npm run bench:assistant`: a computed deadline as answers write it.

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** The ways an answer may write an ISO date: "July 6, 2027", "Jul. 6 2027", "6 July 2027", "2027-07-06", "7/6/2027". */
export function onDate(iso: string): RegExp {
  const [year, month, day] = iso.split('-');
  const m = Number(month);
  const d = Number(day);
  const name = monthName.format(Date.UTC(Number(year), m - 1, d));
  const mon = `(?:${name}|${name.slice(0, 3)}\\.?)`;
  const dd = `0?${d}(?:st|nd|rd|th)?`;
  const forms = [
    `${mon} ${dd},? ${year}`,
    `\\b${dd} ${mon},? ${year}`,
    `\\b${iso}\\b`,
    `\\b0?${m}/0?${d}/${year}\\b`,
  ];
  return new RegExp(forms.join('|'), 'i');
}

/** The date, or words that state the same deadline without computing it. */
export function dateOr(iso: string, words: string): RegExp {
  return new RegExp(`${onDate(iso).source}|${words}`, 'i');
}
