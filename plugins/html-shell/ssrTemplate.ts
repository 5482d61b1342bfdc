/**
 * The HTML shell of every page: Docusaurus's own, except for how the
 * JavaScript arrives. Docusaurus lists its scripts with `defer` in the head, so
 * the browser fetches 90 KB of JavaScript alongside the stylesheet and
 * paints later on a slow network, although every page reads completely without
 * scripts. Here a small inline script at the end of the body adds them, in
 * order, once the browser has painted the page's first content and then one
 * more frame (the one that paints what was parsed meanwhile), so that no script
 * runs before the reader sees the text: at once in a hidden tab, where nothing
 * is painted, and after three seconds should no paint ever be reported. The
 * list, a JSON block the loader reads (so the loader, and its hash in the
 * Content-Security-Policy, is the same on every page), holds the runtime, the
 * chunks of the page's own route (plugins/html-shell/routeScripts.ts) and main last: by the
 * time main runs, the route's code is there and hydration starts at once. A
 * route script that fails to download is taken out again, so that main asks
 * for it itself and Docusaurus's failure handling (the error box, Retry)
 * takes over instead of waiting on an element that will never load.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <% const fileName = (script) => script.slice(script.lastIndexOf('/') + 1); %>
    <% const runtime = it.scripts.filter((script) => fileName(script).startsWith('runtime~main.')); %>
    <% const main = it.scripts.filter((script) => fileName(script).startsWith('main.')); %>
    <% const route = it.scripts.filter((script) => !runtime.includes(script) && !main.includes(script)); %>
    <script type="application/json" id="oxbow-scripts"><%~ JSON.stringify([...runtime, ...route, ...main].map((script) => it.baseUrl + script)) %></script>
    <script>(function(){var s=JSON.parse(document.getElementById("oxbow-scripts").textContent),d=false,P=window.PerformanceObserver;function l(){if(d)return;d=true;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;e.onerror=function(){e.remove()};document.head.appendChild(e)})}function f(){requestAnimationFrame(function(){setTimeout(l,0)})}if(document.hidden){l();return}document.addEventListener("visibilitychange",function(){if(document.hidden)l()});setTimeout(l,3000);if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(x,o){if(x.getEntriesByName("first-contentful-paint").length){o.disconnect();f()}}).observe({type:"paint",buffered:true})}else{f()}})()</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
