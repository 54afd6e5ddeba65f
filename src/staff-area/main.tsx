// The staff page's script (bundled apart from the site by server/staff/page.ts): reads the boot data the
// server put in the page and renders the staff area.
import React from 'react';
import { createRoot } from 'react-dom/client';
import { App, type Boot } from './App';
import './staff.css';

const boot = JSON.parse(document.getElementById('staff-boot')!.textContent!) as Boot;
createRoot(document.getElementById('staff-root')!).render(<App boot={boot} />);
