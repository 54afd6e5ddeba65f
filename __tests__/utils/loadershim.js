// Gatsby's loader is a global in the browser; tests stub it (Gatsby unit-testing guide).
global.___loader = { enqueue: jest.fn() };
