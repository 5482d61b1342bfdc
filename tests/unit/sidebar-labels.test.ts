import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {describe, expect, it} from 'vitest';
import {categoryLabelsByHref} from '../../src/lib/sidebarLabels';

const sidebar: PropSidebarItem[] = [
  {type: 'link', label: '你好，Oxbow', href: '/zh/study/', docId: 'study/index', unlisted: false},
  {
    type: 'category',
    label: '产品',
    href: '/zh/study/product/',
    collapsed: true,
    collapsible: true,
    items: [
      {
        type: 'category',
        label: '兑换',
        href: '/zh/category/swap',
        collapsed: true,
        collapsible: true,
        items: [],
      },
      {type: 'category', label: '无链接的分组', collapsed: true, collapsible: true, items: []},
    ],
  },
];

describe('categoryLabelsByHref', () => {
  it('finds categories with a page at any depth and skips link items', () => {
    expect(categoryLabelsByHref(sidebar)).toEqual(
      new Map([
        ['/zh/study/product/', '产品'],
        ['/zh/category/swap', '兑换'],
      ]),
    );
  });
});
