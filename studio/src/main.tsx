/** The ops studio (npm run studio): its own entry, never part of the player bundle (npm run check:bundle). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Compare } from './compare';
import { Editor } from './editor';
import { MerchantList } from './merchant-list';
import './studio.css';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename="/__studio">
          <Routes>
            <Route path="/" element={<MerchantList />} />
            <Route path="/m/:code" element={<Editor />} />
            <Route path="/compare" element={<Compare />} />
            <Route path="*" element={<MerchantList />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
