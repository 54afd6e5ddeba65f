// Teaches notistack's types about the site's extra 'danger' variant (spec §4: info, warning, danger, error, success).
import 'notistack';

declare module 'notistack' {
  interface VariantOverrides {
    danger: true;
  }
}
