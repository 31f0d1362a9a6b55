import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { boot } from './app/boot';
import { makeZodJitless } from './lib/zod-jitless';
import './styles/global.css';

makeZodJitless();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// A transition: React renders the first page in slices, yielding to the browser between them, rather
// than in one long task (decision 016).
boot().then((content) => startTransition(() => root.render(<StrictMode>{content}</StrictMode>)));
