// Teaches notistack's types about the site's extra 'danger' variant (the five kinds are info, warning, danger, error, success).
import 'notistack';

declare module 'notistack' {
  interface VariantOverrides {
    danger: true;
  }
}
