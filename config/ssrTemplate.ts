/**
 * The HTML shell of every page: Docusaurus's own, except for how the
 * JavaScript arrives. Docusaurus lists its scripts with `defer` in the head, so
 * the browser fetches 90 KB of JavaScript alongside the stylesheet and
 * paints later on a slow network, although every page reads completely without
 * scripts. Here a small inline script adds them once the first frame is
 * painted (or at once in a hidden tab, where no frame comes), in order.
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
    <script>(function(){var s=<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>,d=false;function l(){if(d)return;d=true;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.head.appendChild(e)})}if(document.hidden){l()}else{requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,500)}})()</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
