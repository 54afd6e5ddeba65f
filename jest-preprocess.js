// Babel transform for Jest: Gatsby's preset plus TypeScript (Gatsby's unit-testing guide).
const babelOptions = {
  presets: ['babel-preset-gatsby', ['@babel/preset-typescript', { isTSX: true, allExtensions: true }]],
};
module.exports = require('babel-jest').default.createTransformer(babelOptions);
