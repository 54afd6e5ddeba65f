// gatsby-plugin-react-i18next uses outdent only to format a development-only warning.
export default function outdent(strings, ...values) {
  return String.raw({ raw: strings }, ...values);
}
