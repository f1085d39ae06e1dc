import { FOODS } from '../src/index.ts';
console.log('CAN:', FOODS.filter((f) => (f.grams as any).can !== undefined).map((f) => f.id).join(' '));
console.log('ML low fat:', FOODS.filter((f) => (f.grams as any).ml !== undefined && f.per100g.fat < 40).map((f) => f.id).join(' '));
