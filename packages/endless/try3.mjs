import { window } from './dist/index.js';
const tex = process.argv[2];
const res=[];
for (let k=0;k<12;k++){
const c0=process.cpuUsage(); const t=performance.now();
window('bench', 2**31, 2**31, 1920, 1080, {texture:tex});
const c=process.cpuUsage(c0);
res.push([(performance.now()-t).toFixed(0), ((c.user+c.system)/1000).toFixed(0)]);
}
console.log(tex, res.slice(4).map(r=>r.join('/')).join(' '));
