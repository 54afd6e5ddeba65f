// The day the site was built (YYYY-MM-DD, UTC). gatsby-config.ts sets GATSBY_BUILD_DATE once per build
// and Gatsby inlines it into the server render and the browser bundle alike, so both render the same
// text. Dated content (the footer's year, whether a licence is still valid) is judged against it.
export const BUILD_DATE: string = process.env.GATSBY_BUILD_DATE || new Date().toISOString().slice(0, 10);
