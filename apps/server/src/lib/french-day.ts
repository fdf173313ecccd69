/** A calendar day as the API writes it ('2027-03-04') → '04/03/2027', as French documents print it. */
export const frenchDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
