// MathML Core elements in JSX (React renders them in the MathML namespace; its types list HTML and SVG only).
import 'react';

type MathMLProps = React.HTMLAttributes<HTMLElement> & { display?: 'block' | 'inline'; dir?: 'ltr' | 'rtl' };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      math: MathMLProps;
      mrow: MathMLProps;
      mi: MathMLProps;
      mn: MathMLProps;
      mo: MathMLProps & { stretchy?: 'true' | 'false'; form?: 'prefix' | 'infix' | 'postfix' };
      mfrac: MathMLProps;
      msub: MathMLProps;
      msup: MathMLProps;
      msubsup: MathMLProps;
      munder: MathMLProps;
      munderover: MathMLProps;
    }
  }
}
