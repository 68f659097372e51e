import { createApp } from 'vue';
import 'farm-elements/farm-cron';
import 'farm-elements/farm-grid';
import App from './App.vue';

createApp(App).mount('#app');
