// Types of the font packages the build uses (gatsby/persian-font.ts); neither ships its own.
declare module 'subset-font' {
  type SubsetOptions = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    keepFeatures?: string[];
  };
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2' | 'truetype', from?: string): Promise<Buffer>;
    detectFormat(font: Buffer): string;
  };
  export default fontverter;
}
