<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa" sourcelanguage="en">
<context>
    <name>CardReference</name>
    <message>
        <source>Cards in this deck</source>
        <translation>کارت‌های این دسته</translation>
    </message>
    <message>
        <source>{number} · {name} (×{copies})</source>
        <translation>{number} – {name} (×{copies})</translation>
    </message>
    <message>
        <source>Try it</source>
        <translation>امتحان کنید</translation>
    </message>
    <message>
        <source>Play a short puzzle with this card</source>
        <translation>یک معمای کوتاه با این کارت حل کنید</translation>
    </message>
</context>
<context>
    <name>CloseUp</name>
    <message>
        <source>A facedown card</source>
        <translation>کارتی به پشت</translation>
    </message>
    <message>
        <source>{name} · {number}</source>
        <translation>{name} – {number}</translation>
    </message>
    <message>
        <source>Press T to try a puzzle with this card</source>
        <translation>برای حل معمایی با این کارت، T را بزنید</translation>
    </message>
    <message>
        <source>In the draw area: while a Squire lies faceup, the deck&apos;s top card is laid out here at the end of each turn. On your turn you may take it instead of drawing from the deck.</source>
        <translation>در ردیف پهلوان‌پنبه: تا وقتی پهلوان‌پنبه‌ای رو باشد، در پایان هر نوبت کارت رویی ستون کارت‌ها اینجا چیده می‌شود. در نوبت خود می‌توانید به جای کشیدن کارت از ستون کارت‌ها، این کارت را بردارید.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>The settings were reset to their defaults.</source>
        <translation>تنظیمات به حالت پیش‌فرض بازنشانی شد.</translation>
    </message>
    <message>
        <source>The settings could not be reset (the log says why).</source>
        <translation>تنظیمات به حالت پیش‌فرض برنگشت (علتش در فایل گزارش آمده است).</translation>
    </message>
    <message>
        <source>Some saved settings could not be used, so their defaults were taken.</source>
        <translation>برخی از تنظیمات ذخیره‌شده قابل استفاده نبود، پس مقدار پیش‌فرض آن‌ها به کار رفت.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Silver Desktop: something went wrong</source>
        <translation>سیلور دسکتاپ: مشکلی پیش آمد</translation>
    </message>
    <message>
        <source>Silver Desktop could not start.</source>
        <translation>سیلور دسکتاپ نتوانست اجرا شود.</translation>
    </message>
    <message>
        <source>Something went wrong in Silver Desktop. Your game is saved after every action, so nothing is lost: you can continue playing, or restart the app.</source>
        <translation>در سیلور دسکتاپ مشکلی پیش آمد. بازی شما پس از هر حرکت ذخیره می‌شود، پس چیزی از دست نرفته است: می‌توانید به بازی ادامه دهید یا برنامه را دوباره راه‌اندازی کنید.</translation>
    </message>
    <message>
        <source>The report below helps to find the problem. It tells nothing about the cards.</source>
        <translation>گزارش زیر به پیدا کردن مشکل کمک می‌کند. هیچ چیزی دربارهٔ کارت‌ها در آن نیست.</translation>
    </message>
    <message>
        <source>Error report</source>
        <translation>گزارش خطا</translation>
    </message>
    <message>
        <source>The log file is {path}</source>
        <translation>فایل گزارش برنامه: {path}</translation>
    </message>
    <message>
        <source>The log could not be written to a file.</source>
        <translation>گزارش برنامه در فایل نوشته نشد.</translation>
    </message>
    <message>
        <source>Copy report</source>
        <translation>کپی گزارش</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>راه‌اندازی دوباره</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>خروج</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>کپی شد</translation>
    </message>
    <message>
        <source>Silver Desktop could not restart. Please start it again yourself.</source>
        <translation>سیلور دسکتاپ دوباره راه‌اندازی نشد. لطفاً خودتان آن را دوباره اجرا کنید.</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Shortcut: Alt+{n}</source>
        <translation>میان‌بر: Alt+{n}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>Take back the cards chosen so far (Escape)</source>
        <translation>پس گرفتن کارت‌هایی که تا اینجا انتخاب کرده‌اید (Escape)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <source>Shortcut: Space</source>
        <translation>میان‌بر: فاصله</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <source>The file does not exist (any more).</source>
        <translation>این فایل وجود ندارد (یا دیگر وجود ندارد).</translation>
    </message>
    <message>
        <source>This is a folder or a device, not a file.</source>
        <translation>این یک پوشه یا دستگاه است، نه فایل.</translation>
    </message>
    <message>
        <source>The file is far too large to be a Silver game file.</source>
        <translation>این فایل بزرگ‌تر از آن است که فایل بازی سیلور باشد.</translation>
    </message>
    <message>
        <source>The file could not be read. Check that you are allowed to open it.</source>
        <translation>فایل خوانده نشد. بررسی کنید که اجازهٔ باز کردن آن را دارید.</translation>
    </message>
    <message>
        <source>This file is not a Silver game file.</source>
        <translation>این فایل، فایل بازی سیلور نیست.</translation>
    </message>
    <message>
        <source>This file is not a Silver game file, or it was cut short or damaged.</source>
        <translation>این فایل، فایل بازی سیلور نیست، یا ناقص ذخیره شده یا آسیب دیده است.</translation>
    </message>
    <message>
        <source>This game file was written by another version of Silver Desktop, which this one cannot read.</source>
        <translation>این فایل بازی را نسخهٔ دیگری از سیلور دسکتاپ نوشته است و این نسخه نمی‌تواند آن را بخواند.</translation>
    </message>
    <message>
        <source>The game in this file breaks the rules at move %1; it may have been edited or damaged.</source>
        <translation>بازیِ این فایل در حرکت %1 قوانین را زیر پا می‌گذارد؛ شاید فایل دستکاری شده یا آسیب دیده باشد.</translation>
    </message>
    <message>
        <source>The game in this file could not be replayed because of an error in the app.</source>
        <translation>به‌خاطر خطایی در برنامه، بازیِ این فایل دوباره اجرا نشد.</translation>
    </message>
    <message>
        <source>This game file is damaged; it may have been edited or cut short.</source>
        <translation>این فایل بازی آسیب دیده است؛ شاید دستکاری شده یا ناقص مانده باشد.</translation>
    </message>
    <message>
        <source>This file cannot be opened:
%1

%2</source>
        <translation>این فایل باز نمی‌شود:
%1

%2</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>دیسک پر است.</translation>
    </message>
    <message>
        <source>You are not allowed to write in this folder.</source>
        <translation>اجازهٔ نوشتن در این پوشه را ندارید.</translation>
    </message>
    <message>
        <source>The folder does not exist (any more).</source>
        <translation>این پوشه وجود ندارد (یا دیگر وجود ندارد).</translation>
    </message>
    <message>
        <source>The file could not be written.</source>
        <translation>فایل نوشته نشد.</translation>
    </message>
    <message>
        <source>The file was not saved:
%1

%2</source>
        <translation>فایل ذخیره نشد:
%1

%2</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Player {number}</source>
        <translation>بازیکن {number}</translation>
    </message>
    <message>
        <source>the {card}</source>
        <comment>a card type named in a sentence</comment>
        <translation>کارت {card}</translation>
    </message>
    <message>
        <source>a card</source>
        <comment>a card whose face is not known</comment>
        <translation>یک کارت</translation>
    </message>
    <message>
        <source>your village</source>
        <translation>دهکدهٔ شما</translation>
    </message>
    <message>
        <source>their village</source>
        <comment>the whole village of the sentence&apos;s subject</comment>
        <translation>دهکدهٔ خودش</translation>
    </message>
    <message>
        <source>{name}&apos;s village</source>
        <translation>دهکدهٔ {name}</translation>
    </message>
    <message>
        <source>the {ordinal} card of your village</source>
        <translation>کارت {ordinal} دهکدهٔ شما</translation>
    </message>
    <message>
        <source>the {ordinal} card of their village</source>
        <comment>the village of the sentence&apos;s subject</comment>
        <translation>کارت {ordinal} دهکدهٔ خودش</translation>
    </message>
    <message>
        <source>the {ordinal} card of {name}&apos;s village</source>
        <translation>کارت {ordinal} دهکدهٔ {name}</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>دست شما</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>دست {name}</translation>
    </message>
    <message>
        <source>the top card of the discard pile</source>
        <translation>کارت رویی ستون کارت‌های سوخته</translation>
    </message>
    <message>
        <source>the {ordinal} card from the top of the discard pile</source>
        <translation>کارت {ordinal} از بالای ستون کارت‌های سوخته</translation>
    </message>
    <message>
        <source>the bottom card of the deck</source>
        <translation>کارت زیرین ستون کارت‌ها</translation>
    </message>
    <message>
        <source>the top card of the deck</source>
        <translation>کارت رویی ستون کارت‌ها</translation>
    </message>
    <message>
        <source>the bottom card of the discard pile</source>
        <translation>کارت زیرین ستون کارت‌های سوخته</translation>
    </message>
    <message>
        <source>the {ordinal} card of the draw area</source>
        <translation>کارت {ordinal} ردیف پهلوان‌پنبه</translation>
    </message>
    <message>
        <source>the card in your hand</source>
        <translation>کارت دست شما</translation>
    </message>
    <message>
        <source>the card in {name}&apos;s hand</source>
        <translation>کارت دست {name}</translation>
    </message>
    <message>
        <source>the bottom of the deck</source>
        <translation>زیر ستون کارت‌ها</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>ستون کارت‌ها</translation>
    </message>
    <message>
        <source>the bottom of the discard pile</source>
        <translation>زیر ستون کارت‌های سوخته</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>ستون کارت‌های سوخته</translation>
    </message>
    <message>
        <source>the draw area</source>
        <translation>ردیف پهلوان‌پنبه</translation>
    </message>
    <message>
        <source>the cards in hand</source>
        <translation>کارت‌های در دست</translation>
    </message>
    <message>
        <source>the cards being discarded</source>
        <translation>کارت‌هایی که در حال سوزانده شدن‌اند</translation>
    </message>
    <message>
        <source>the card kept by the Commander</source>
        <translation>کارتی که فرمانده نگه داشته است</translation>
    </message>
    <message>
        <source>the cards set aside</source>
        <translation>کارت‌های کنارگذاشته</translation>
    </message>
    <message>
        <source>Round {round} begins; you play first.</source>
        <translation>دور {round} آغاز شد؛ شما اول بازی می‌کنید.</translation>
    </message>
    <message>
        <source>Round {round} begins; {name} plays first.</source>
        <translation>دور {round} آغاز شد؛ {name} اول بازی می‌کند.</translation>
    </message>
    <message>
        <source>The cards were dealt: a village of five facedown cards for each player.</source>
        <translation>کارت‌ها پخش شد: برای هر بازیکن یک دهکده از پنج کارت به پشت.</translation>
    </message>
    <message>
        <source>You looked at {at}: {card}.</source>
        <translation>به {at} نگاه کردید: {card}.</translation>
    </message>
    <message>
        <source>You looked at {at}.</source>
        <translation>به {at} نگاه کردید.</translation>
    </message>
    <message>
        <source>{name} looked at {at}.</source>
        <translation>{name} به {at} نگاه کرد.</translation>
    </message>
    <message>
        <source>{card} went onto the discard pile.</source>
        <translation>{card} روی ستون کارت‌های سوخته رفت.</translation>
    </message>
    <message>
        <source>{card} went to the bottom of the discard pile.</source>
        <translation>{card} به زیر ستون کارت‌های سوخته رفت.</translation>
    </message>
    <message>
        <source>You put {card} at the bottom of the deck.</source>
        <translation>{card} را زیر ستون کارت‌ها گذاشتید.</translation>
    </message>
    <message>
        <source>{name} put {card} at the bottom of the deck.</source>
        <translation>{name} {card} را زیر ستون کارت‌ها گذاشت.</translation>
    </message>
    <message>
        <source>{at} left the village: {card}.</source>
        <translation>{at} از دهکده بیرون رفت: {card}.</translation>
    </message>
    <message>
        <source>{at} left the village.</source>
        <translation>{at} از دهکده بیرون رفت.</translation>
    </message>
    <message>
        <source>{card} was turned up from the deck onto the discard pile.</source>
        <translation>{card} از ستون کارت‌ها رو شد و روی ستون کارت‌های سوخته رفت.</translation>
    </message>
    <message>
        <source>You placed {card}, kept by {commander}, as {at}.</source>
        <translation>{card} را که با {commander} نگه داشته شده بود، در جای {at} گذاشتید.</translation>
    </message>
    <message>
        <source>{name} placed {card}, kept by {commander}, as {at}.</source>
        <translation>{name} {card} را که با {commander} نگه داشته شده بود، در جای {at} گذاشت.</translation>
    </message>
    <message>
        <source>{at} was shuffled into the deck: {card}.</source>
        <translation>{at} به ستون کارت‌ها برگشت و بُر زده شد: {card}.</translation>
    </message>
    <message>
        <source>{at} was shuffled into the deck.</source>
        <translation>{at} به ستون کارت‌ها برگشت و بُر زده شد.</translation>
    </message>
    <message>
        <source>{card} left {src} and became {at}.</source>
        <translation>{card} از {src} بیرون آمد و {at} شد.</translation>
    </message>
    <message>
        <source>{card} moved from {src} to {dst}.</source>
        <translation>{card} از {src} به {dst} رفت.</translation>
    </message>
    <message>
        <source>You drew {card}.</source>
        <translation>{card} را کشیدید.</translation>
    </message>
    <message>
        <source>You took the top card of the deck without looking at it.</source>
        <translation>کارت رویی ستون کارت‌ها را بدون نگاه کردن به آن برداشتید.</translation>
    </message>
    <message>
        <source>{name} drew {card} from the deck.</source>
        <translation>{name} {card} را از ستون کارت‌ها کشید.</translation>
    </message>
    <message>
        <source>You took {card} from the draw area.</source>
        <translation>{card} را از ردیف پهلوان‌پنبه برداشتید.</translation>
    </message>
    <message>
        <source>{name} took {card} from the draw area.</source>
        <translation>{name} {card} را از ردیف پهلوان‌پنبه برداشت.</translation>
    </message>
    <message>
        <source>You took {card}, {src}.</source>
        <comment>src: &apos;the 3rd card from...&apos;</comment>
        <translation>{card} را که {src} بود برداشتید.</translation>
    </message>
    <message>
        <source>{name} took {card}, {src}.</source>
        <comment>src: &apos;the 3rd card from...&apos;</comment>
        <translation>{name} {card} را که {src} بود برداشت.</translation>
    </message>
    <message>
        <source>You took {card} from {src}.</source>
        <translation>{card} را از {src} برداشتید.</translation>
    </message>
    <message>
        <source>{name} took {card} from {src}.</source>
        <translation>{name} {card} را از {src} برداشت.</translation>
    </message>
    <message>
        <source>You discarded {card}; with {goth} you may put it under the deck instead of onto the pile.</source>
        <translation>{card} را سوزاندید؛ با {goth} می‌توانید آن را به جای ستون کارت‌های سوخته زیر ستون کارت‌ها بگذارید.</translation>
    </message>
    <message>
        <source>{name} discarded {card}; with {goth} they may put it under the deck instead of onto the pile.</source>
        <translation>{name} {card} را سوزاند؛ با {goth} می‌تواند آن را به جای ستون کارت‌های سوخته زیر ستون کارت‌ها بگذارد.</translation>
    </message>
    <message>
        <source>You placed {card} as {at}.</source>
        <translation>{card} را در جای {at} گذاشتید.</translation>
    </message>
    <message>
        <source>{name} placed {card} as {at}.</source>
        <translation>{name} {card} را در جای {at} گذاشت.</translation>
    </message>
    <message>
        <source>You discarded {card}.</source>
        <translation>{card} را سوزاندید.</translation>
    </message>
    <message>
        <source>{name} discarded {card}.</source>
        <translation>{name} {card} را سوزاند.</translation>
    </message>
    <message>
        <source>You played {card} for its ability.</source>
        <translation>{card} را برای استفاده از قابلیتش بازی کردید.</translation>
    </message>
    <message>
        <source>{name} played {card} for its ability.</source>
        <translation>{name} {card} را برای استفاده از قابلیتش بازی کرد.</translation>
    </message>
    <message>
        <source>You put {card} back on top of the deck.</source>
        <translation>{card} را دوباره روی ستون کارت‌ها گذاشتید.</translation>
    </message>
    <message>
        <source>{name} put {card} back on top of the deck.</source>
        <translation>{name} {card} را دوباره روی ستون کارت‌ها گذاشت.</translation>
    </message>
    <message>
        <source>{at} was turned faceup: {card}.</source>
        <translation>{at} رو شد: {card}.</translation>
    </message>
    <message>
        <source>{at} was turned faceup.</source>
        <translation>{at} رو شد.</translation>
    </message>
    <message>
        <source>{at} was turned facedown: {card}.</source>
        <translation>{at} به پشت برگردانده شد: {card}.</translation>
    </message>
    <message>
        <source>{at} was turned facedown.</source>
        <translation>{at} به پشت برگردانده شد.</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>نوبت شماست.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn.</source>
        <translation>نوبت {name} است.</translation>
    </message>
    <message>
        <source>You declared a set.</source>
        <translation>یک گروه اعلام کردید.</translation>
    </message>
    <message>
        <source>{name} declared a set.</source>
        <translation>{name} یک گروه اعلام کرد.</translation>
    </message>
    <message>
        <source>You claimed cards worth 6 or more with {card}.</source>
        <translation>با {card} کارت‌هایی با ارزش ۶ یا بیشتر را ادعا کردید.</translation>
    </message>
    <message>
        <source>{name} claimed cards worth 6 or more with {card}.</source>
        <translation>{name} با {card} کارت‌هایی با ارزش ۶ یا بیشتر را ادعا کرد.</translation>
    </message>
    <message>
        <source>You drew no more cards.</source>
        <translation>دیگر کارتی نکشیدید.</translation>
    </message>
    <message>
        <source>{name} drew no more cards.</source>
        <translation>{name} دیگر کارتی نکشید.</translation>
    </message>
    <message>
        <source>You did not use the Lycans&apos; +1s.</source>
        <translation>از +۱های نیمه‌گرگ‌ها استفاده نکردید.</translation>
    </message>
    <message>
        <source>{name} did not use the Lycans&apos; +1s.</source>
        <translation>{name} از +۱های نیمه‌گرگ‌ها استفاده نکرد.</translation>
    </message>
    <message>
        <source>You took nothing from the discard pile.</source>
        <translation>چیزی از ستون کارت‌های سوخته برنداشتید.</translation>
    </message>
    <message>
        <source>{name} took nothing from the discard pile.</source>
        <translation>{name} چیزی از ستون کارت‌های سوخته برنداشت.</translation>
    </message>
    <message>
        <source>You used the ability of {at} with {card}.</source>
        <translation>با {card} از قابلیت {at} استفاده کردید.</translation>
    </message>
    <message>
        <source>{name} used the ability of {at} with {card}.</source>
        <translation>{name} با {card} از قابلیت {at} استفاده کرد.</translation>
    </message>
    <message>
        <source>You used the ability of the discarded card with {card}.</source>
        <translation>با {card} از قابلیت کارت سوزانده‌شده استفاده کردید.</translation>
    </message>
    <message>
        <source>{name} used the ability of the discarded card with {card}.</source>
        <translation>{name} با {card} از قابلیت کارت سوزانده‌شده استفاده کرد.</translation>
    </message>
    <message>
        <source>You searched {village} with {card}.</source>
        <translation>با {card}، {village} را جست‌وجو کردید.</translation>
    </message>
    <message>
        <source>{name} searched {village} with {card}.</source>
        <translation>{name} با {card}، {village} را جست‌وجو کرد.</translation>
    </message>
    <message>
        <source>You pass cards clockwise with {card}.</source>
        <translation>با {card} کارت‌ها را در جهت عقربه‌های ساعت جابه‌جا می‌کنید.</translation>
    </message>
    <message>
        <source>{name} passes cards clockwise with {card}.</source>
        <translation>{name} با {card} کارت‌ها را در جهت عقربه‌های ساعت جابه‌جا می‌کند.</translation>
    </message>
    <message>
        <source>You pass cards counterclockwise with {card}.</source>
        <translation>با {card} کارت‌ها را در خلاف جهت عقربه‌های ساعت جابه‌جا می‌کنید.</translation>
    </message>
    <message>
        <source>{name} passes cards counterclockwise with {card}.</source>
        <translation>{name} با {card} کارت‌ها را در خلاف جهت عقربه‌های ساعت جابه‌جا می‌کند.</translation>
    </message>
    <message>
        <source>You used {card} on {at}.</source>
        <translation>{card} را روی {at} به کار بردید.</translation>
    </message>
    <message>
        <source>{name} used {card} on {at}.</source>
        <translation>{name} {card} را روی {at} به کار برد.</translation>
    </message>
    <message>
        <source>You retired {at} with {card}.</source>
        <translation>با {card}، {at} را سوزاندید.</translation>
    </message>
    <message>
        <source>{name} retired {at} with {card}.</source>
        <translation>{name} با {card}، {at} را سوزاند.</translation>
    </message>
    <message>
        <source>You called for a vote.</source>
        <translation>رای‌گیری خواستید.</translation>
    </message>
    <message>
        <source>{name} called for a vote.</source>
        <translation>{name} رای‌گیری خواست.</translation>
    </message>
    <message>
        <source>You used the ability of {card} ({at}) with {marksman}.</source>
        <translation>با {marksman} از قابلیت {card} ({at}) استفاده کردید.</translation>
    </message>
    <message>
        <source>{name} used the ability of {card} ({at}) with {marksman}.</source>
        <translation>{name} با {marksman} از قابلیت {card} ({at}) استفاده کرد.</translation>
    </message>
    <message>
        <source>You take the token with its power: you start the next round and may use it then.</source>
        <translation>ژتون را با قدرتش می‌گیرید: دور بعد را شما شروع می‌کنید و در آن دور می‌توانید از قدرتش استفاده کنید.</translation>
    </message>
    <message>
        <source>{name} takes the token with its power: they start the next round and may use it then.</source>
        <translation>{name} ژتون را با قدرتش می‌گیرد: دور بعد را او شروع می‌کند و در آن دور می‌تواند از قدرتش استفاده کند.</translation>
    </message>
    <message>
        <source>You take the token: you start the next round, without its power.</source>
        <translation>ژتون را می‌گیرید: دور بعد را شما شروع می‌کنید، ولی بدون قدرتش.</translation>
    </message>
    <message>
        <source>{name} takes the token: they start the next round, without its power.</source>
        <translation>{name} ژتون را می‌گیرد: دور بعد را او شروع می‌کند، ولی بدون قدرتش.</translation>
    </message>
    <message>
        <source>You take the token.</source>
        <translation>ژتون را می‌گیرید.</translation>
    </message>
    <message>
        <source>{name} takes the token.</source>
        <translation>{name} ژتون را می‌گیرد.</translation>
    </message>
    <message>
        <source>You put {card} in place of {at}, which held the same card; that one was discarded.</source>
        <translation>{card} را به جای {at} گذاشتید، که همین کارت را داشت؛ کارت قبلی روی ستون کارت‌های سوخته رفت.</translation>
    </message>
    <message>
        <source>{name} put {card} in place of {at}, which held the same card; that one was discarded.</source>
        <translation>{name} {card} را به جای {at} گذاشت، که همین کارت را داشت؛ کارت قبلی روی ستون کارت‌های سوخته رفت.</translation>
    </message>
    <message>
        <source>You put {card} in place of {at}; {gone} was discarded.</source>
        <translation>{card} را به جای {at} گذاشتید؛ {gone} روی ستون کارت‌های سوخته رفت.</translation>
    </message>
    <message>
        <source>{name} put {card} in place of {at}; {gone} was discarded.</source>
        <translation>{name} {card} را به جای {at} گذاشت؛ {gone} روی ستون کارت‌های سوخته رفت.</translation>
    </message>
    <message>
        <source>You put {card} in place of {at}.</source>
        <translation>{card} را به جای {at} گذاشتید.</translation>
    </message>
    <message>
        <source>{name} put {card} in place of {at}.</source>
        <translation>{name} {card} را به جای {at} گذاشت.</translation>
    </message>
    <message>
        <source>You put the card you held in place of {at}.</source>
        <translation>کارتی را که در دست داشتید به جای {at} گذاشتید.</translation>
    </message>
    <message>
        <source>{name} put the card they held in place of {at}.</source>
        <translation>{name} کارتی را که در دست داشت به جای {at} گذاشت.</translation>
    </message>
    <message>
        <source>You sent {at} to the bottom of the discard pile.</source>
        <translation>{at} را به زیر ستون کارت‌های سوخته فرستادید.</translation>
    </message>
    <message>
        <source>{name} sent {at} to the bottom of the discard pile.</source>
        <translation>{name} {at} را به زیر ستون کارت‌های سوخته فرستاد.</translation>
    </message>
    <message>
        <source>You put {card} onto the discard pile.</source>
        <translation>{card} را روی ستون کارت‌های سوخته گذاشتید.</translation>
    </message>
    <message>
        <source>{name} put {card} onto the discard pile.</source>
        <translation>{name} {card} را روی ستون کارت‌های سوخته گذاشت.</translation>
    </message>
    <message>
        <source>{at} ({card})</source>
        <comment>a village card and the card known to lie there</comment>
        <translation>{at} ({card})</translation>
    </message>
    <message>
        <source>You put the card you held in place of {at}; {gone} was discarded.</source>
        <translation>کارتی را که در دست داشتید به جای {at} گذاشتید؛ {gone} روی ستون کارت‌های سوخته رفت.</translation>
    </message>
    <message>
        <source>{name} put the card they held in place of {at}; {gone} was discarded.</source>
        <translation>{name} کارتی را که در دست داشت به جای {at} گذاشت؛ {gone} روی ستون کارت‌های سوخته رفت.</translation>
    </message>
    <message>
        <source>With {rascal}, you drew {card} as well.</source>
        <translation>با {rascal}، {card} را هم کشیدید.</translation>
    </message>
    <message>
        <source>With {rascal}, {name} drew another card.</source>
        <translation>{name} با {rascal} یک کارت دیگر هم کشید.</translation>
    </message>
    <message>
        <source>{card} from the discard pile took the place of {at}, which went to the bottom of the pile.</source>
        <translation>{card} از ستون کارت‌های سوخته جای {at} را گرفت و آن کارت به زیر ستون رفت.</translation>
    </message>
    <message>
        <source>{first} and {second} swapped places.</source>
        <translation>{first} و {second} جایشان را با هم عوض کردند.</translation>
    </message>
    <message>
        <source>You put {cards} onto the discard pile, {top} on top.</source>
        <translation>{cards} را روی ستون کارت‌های سوخته گذاشتید؛ {top} روی همه است.</translation>
    </message>
    <message>
        <source>{name} put {cards} onto the discard pile, {top} on top.</source>
        <translation>{name} {cards} را روی ستون کارت‌های سوخته گذاشت؛ {top} روی همه است.</translation>
    </message>
    <message>
        <source>You used {card} to look at {at}: {seen}.</source>
        <translation>با {card} به {at} نگاه کردید: {seen}.</translation>
    </message>
    <message>
        <source>You used {card} to look at {at}.</source>
        <translation>با {card} به {at} نگاه کردید.</translation>
    </message>
    <message>
        <source>{name} used {card} to look at {at}.</source>
        <translation>{name} با {card} به {at} نگاه کرد.</translation>
    </message>
    <message>
        <source>{at} to {village}</source>
        <comment>one card passed on by a Village Idiot, and where it went</comment>
        <translation>{at} به {village}</translation>
    </message>
    <message>
        <source>The chosen cards moved on: {moves}.</source>
        <comment>moves: a list of &apos;the 2nd card of Ada&apos;s village to Bo&apos;s village&apos;</comment>
        <translation>کارت‌های انتخاب‌شده به دهکدهٔ بعدی رفتند: {moves}.</translation>
    </message>
    <message>
        <source>You looked at the {ordinals} cards of {village}: {cards}.</source>
        <comment>ordinals: &apos;1st and 5th&apos;; cards: &apos;the Seer and the Witch&apos;, in the same order</comment>
        <translation>به کارت‌های {ordinals} {village} نگاه کردید: {cards}.</translation>
    </message>
    <message>
        <source>{name} looked at the {ordinals} cards of {village}.</source>
        <comment>ordinals: &apos;1st and 5th&apos;</comment>
        <translation>{name} به کارت‌های {ordinals} {village} نگاه کرد.</translation>
    </message>
    <message>
        <source>{card} ×{n}</source>
        <comment>a card named once for n cards: the Seer ×3</comment>
        <translation>{card} ×{n}</translation>
    </message>
    <message>
        <source>You showed {cards} from your village: a matched set.</source>
        <translation>از دهکده‌تان {cards} را نشان دادید: گروه جور است.</translation>
    </message>
    <message>
        <source>{name} showed {cards} from their village: a matched set.</source>
        <translation>{name} از دهکده‌اش {cards} را نشان داد: گروه جور است.</translation>
    </message>
    <message>
        <source>You showed {cards} from your village: not a set; they go back facedown.</source>
        <translation>از دهکده‌تان {cards} را نشان دادید: گروه جور نیست؛ کارت‌ها دوباره به پشت برمی‌گردند.</translation>
    </message>
    <message>
        <source>{name} showed {cards} from their village: not a set; they go back facedown.</source>
        <translation>{name} از دهکده‌اش {cards} را نشان داد: گروه جور نیست؛ کارت‌ها دوباره به پشت برمی‌گردند.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the cards of a list</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>{cards} and {last}</source>
        <comment>a list of cards: the Seer, the Witch and the Robber</comment>
        <translation>{cards} و {last}</translation>
    </message>
    <message>
        <source>{card} ({ordinal})</source>
        <comment>a revealed card and its place in the village: the Seer (2nd)</comment>
        <translation>{card} ({ordinal})</translation>
    </message>
    <message>
        <source>You showed {cards} from your village: all worth 6 or more.</source>
        <translation>از دهکده‌تان {cards} را نشان دادید: ارزش همه‌شان ۶ یا بیشتر است.</translation>
    </message>
    <message>
        <source>{name} showed {cards} from their village: all worth 6 or more.</source>
        <translation>{name} از دهکده‌اش {cards} را نشان داد: ارزش همه‌شان ۶ یا بیشتر است.</translation>
    </message>
    <message>
        <source>You showed {cards} from your village: not all worth 6 or more; they go back facedown.</source>
        <translation>از دهکده‌تان {cards} را نشان دادید: ارزش همه‌شان ۶ یا بیشتر نیست؛ کارت‌ها دوباره به پشت برمی‌گردند.</translation>
    </message>
    <message>
        <source>{name} showed {cards} from their village: not all worth 6 or more; they go back facedown.</source>
        <translation>{name} از دهکده‌اش {cards} را نشان داد: ارزش همه‌شان ۶ یا بیشتر نیست؛ کارت‌ها دوباره به پشت برمی‌گردند.</translation>
    </message>
    <message>
        <source>You placed {card} as {at}; {gone} went onto the discard pile.</source>
        <translation>{card} را در جای {at} گذاشتید؛ {gone} روی ستون کارت‌های سوخته رفت.</translation>
    </message>
    <message>
        <source>{name} placed {card} as {at}; {gone} went onto the discard pile.</source>
        <translation>{name} {card} را در جای {at} گذاشت؛ {gone} روی ستون کارت‌های سوخته رفت.</translation>
    </message>
    <message numerus="yes">
        <source>You revealed %n card(s) of your village: success.</source>
        <translation>
            <numerusform>%Ln کارت از دهکده‌تان را نمایان کردید: موفق بود.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} revealed %n card(s) of their village: success.</source>
        <translation>
            <numerusform>{name} %Ln کارت از دهکده‌اش را نمایان کرد: موفق بود.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You revealed %n card(s) of your village: no success; they go back facedown.</source>
        <translation>
            <numerusform>%Ln کارت از دهکده‌تان را نمایان کردید: ناموفق بود؛ کارت‌ها دوباره به پشت برمی‌گردند.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} revealed %n card(s) of their village: no success; they go back facedown.</source>
        <translation>
            <numerusform>{name} %Ln کارت از دهکده‌اش را نمایان کرد: ناموفق بود؛ کارت‌ها دوباره به پشت برمی‌گردند.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Squire laid out {card} in the draw area, beside the deck.</source>
        <translation>پهلوان‌پنبه {card} را در ردیف پهلوان‌پنبه، کنار ستون کارت‌ها، چید.</translation>
    </message>
    <message>
        <source>You set {bodyguard} at {at} to guard {target}.</source>
        <translation>{bodyguard} ({at}) را به نگهبانی از {target} گماشتید.</translation>
    </message>
    <message>
        <source>{name} set {bodyguard} at {at} to guard {target}.</source>
        <translation>{name} {bodyguard} ({at}) را به نگهبانی از {target} گماشت.</translation>
    </message>
    <message>
        <source>{bodyguard} left the village and no longer guards.</source>
        <translation>{bodyguard} از دهکده بیرون رفت و دیگر نگهبانی نمی‌کند.</translation>
    </message>
    <message>
        <source>{bodyguard} at {at} no longer guards a card.</source>
        <translation>{bodyguard} ({at}) دیگر از کارتی نگهبانی نمی‌کند.</translation>
    </message>
    <message>
        <source>You placed the token on {at}.</source>
        <translation>ژتون را روی {at} گذاشتید.</translation>
    </message>
    <message>
        <source>{name} placed the token on {at}.</source>
        <translation>{name} ژتون را روی {at} گذاشت.</translation>
    </message>
    <message>
        <source>You used the coin on {at}.</source>
        <translation>سکه را روی {at} به کار بردید.</translation>
    </message>
    <message>
        <source>{name} used the coin on {at}.</source>
        <translation>{name} سکه را روی {at} به کار برد.</translation>
    </message>
    <message>
        <source>You turned {at} sideways with {card}.</source>
        <translation>با {card}، {at} را ۹۰ درجه چرخاندید.</translation>
    </message>
    <message>
        <source>{name} turned {at} sideways with {card}.</source>
        <translation>{name} با {card}، {at} را ۹۰ درجه چرخاند.</translation>
    </message>
    <message>
        <source>You turned {at} upright again with {card}.</source>
        <translation>با {card}، {at} را به حالت قبل برگرداندید.</translation>
    </message>
    <message>
        <source>{name} turned {at} upright again with {card}.</source>
        <translation>{name} با {card}، {at} را به حالت قبل برگرداند.</translation>
    </message>
    <message>
        <source>You turned the deck over with {cow}; {top} lies on top.</source>
        <translation>با {cow}، ستون کارت‌ها را وارونه کردید؛ حالا {top} روی آن است.</translation>
    </message>
    <message>
        <source>{name} turned the deck over with {cow}; {top} lies on top.</source>
        <translation>{name} با {cow}، ستون کارت‌ها را وارونه کرد؛ حالا {top} روی آن است.</translation>
    </message>
    <message>
        <source>You turned the deck over with {cow}.</source>
        <translation>با {cow}، ستون کارت‌ها را وارونه کردید.</translation>
    </message>
    <message>
        <source>{name} turned the deck over with {cow}.</source>
        <translation>{name} با {cow}، ستون کارت‌ها را وارونه کرد.</translation>
    </message>
    <message>
        <source>You shuffled the facedown cards of {village} with {card}; nobody knows them now.</source>
        <translation>با {card}، کارت‌های به پشت {village} را بُر زدید؛ حالا هیچ‌کس آن‌ها را نمی‌شناسد.</translation>
    </message>
    <message>
        <source>{name} shuffled the facedown cards of {village} with {card}; nobody knows them now.</source>
        <translation>{name} با {card}، کارت‌های به پشت {village} را بُر زد؛ حالا هیچ‌کس آن‌ها را نمی‌شناسد.</translation>
    </message>
    <message>
        <source>{card} had no effect.</source>
        <comment>an ability that could do nothing</comment>
        <translation>{card} هیچ اثری نداشت.</translation>
    </message>
    <message>
        <source>You take an extra turn with {card}.</source>
        <translation>با {card} یک نوبت اضافه بازی می‌کنید.</translation>
    </message>
    <message>
        <source>{name} takes an extra turn with {card}.</source>
        <translation>{name} با {card} یک نوبت اضافه بازی می‌کند.</translation>
    </message>
    <message>
        <source>You removed {at} from the round with {hunter}: {card}.</source>
        <translation>با {hunter}، {at} را از این دور حذف کردید: {card}.</translation>
    </message>
    <message>
        <source>{name} removed {at} from the round with {hunter}: {card}.</source>
        <translation>{name} با {hunter}، {at} را از این دور حذف کرد: {card}.</translation>
    </message>
    <message>
        <source>You removed {at} from the round with {hunter}.</source>
        <translation>با {hunter}، {at} را از این دور حذف کردید.</translation>
    </message>
    <message>
        <source>{name} removed {at} from the round with {hunter}.</source>
        <translation>{name} با {hunter}، {at} را از این دور حذف کرد.</translation>
    </message>
    <message>
        <source>You gave {at} to {to} with {card}: {gift}.</source>
        <translation>با {card}، {at} را به {to} دادید: {gift}.</translation>
    </message>
    <message>
        <source>{name} gave you {at} with {card}: {gift}.</source>
        <translation>{name} با {card}، {at} را به شما داد: {gift}.</translation>
    </message>
    <message>
        <source>{name} gave {at} to {to} with {card}: {gift}.</source>
        <translation>{name} با {card}، {at} را به {to} داد: {gift}.</translation>
    </message>
    <message>
        <source>You gave {at} to {to} with {card}.</source>
        <translation>با {card}، {at} را به {to} دادید.</translation>
    </message>
    <message>
        <source>{name} gave you {at} with {card}.</source>
        <translation>{name} با {card}، {at} را به شما داد.</translation>
    </message>
    <message>
        <source>{name} gave {at} to {to} with {card}.</source>
        <translation>{name} با {card}، {at} را به {to} داد.</translation>
    </message>
    <message>
        <source>You keep {card} for the next round with {commander}.</source>
        <translation>با {commander}، {card} را برای دور بعد نگه می‌دارید.</translation>
    </message>
    <message>
        <source>{name} keeps {card} for the next round with {commander}.</source>
        <translation>{name} با {commander}، {card} را برای دور بعد نگه می‌دارد.</translation>
    </message>
    <message>
        <source>The round is over: everyone has played after the call.</source>
        <translation>دور تمام شد: همه پس از درخواست رای‌گیری بازی کرده‌اند.</translation>
    </message>
    <message>
        <source>The round is over: the deck has run out.</source>
        <translation>دور تمام شد: ستون کارت‌ها تمام شده است.</translation>
    </message>
    <message>
        <source>The round is over: both Villagers are faceup.</source>
        <translation>دور تمام شد: هر دو دهاتی رو هستند.</translation>
    </message>
    <message>
        <source>The round is over: {card} emptied the deck.</source>
        <translation>دور تمام شد: {card} ستون کارت‌ها را خالی کرد.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>دور تمام شد.</translation>
    </message>
    <message>
        <source>you {score}</source>
        <comment>one entry of the round&apos;s scores</comment>
        <translation>شما {score}</translation>
    </message>
    <message>
        <source>{name} {score}</source>
        <comment>one entry of the round&apos;s scores</comment>
        <translation>{name} {score}</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the entries of the round&apos;s scores</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>Round {round} scores: {scores}.</source>
        <translation>امتیازهای دور {round}: {scores}.</translation>
    </message>
    <message>
        <source>Your call succeeded: you score 0.</source>
        <translation>درخواست رای‌گیری شما موفق بود: ۰ امتیاز می‌گیرید.</translation>
    </message>
    <message>
        <source>{name}&apos;s call succeeded: they score 0.</source>
        <translation>درخواست رای‌گیری {name} موفق بود: ۰ امتیاز می‌گیرد.</translation>
    </message>
    <message>
        <source>Your call failed: you score {value} + 10.</source>
        <translation>درخواست رای‌گیری شما ناموفق بود: {value} + ۱۰ امتیاز می‌گیرید.</translation>
    </message>
    <message>
        <source>{name}&apos;s call failed: they score {value} + 10.</source>
        <translation>درخواست رای‌گیری {name} ناموفق بود: {value} + ۱۰ امتیاز می‌گیرد.</translation>
    </message>
    <message numerus="yes">
        <source>Game over: you win the tie-break with %n point(s).</source>
        <translation>
            <numerusform>بازی تمام شد: با %Ln امتیاز و به حکم قاعدهٔ تساوی برنده شدید.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} wins the tie-break with %n point(s).</source>
        <translation>
            <numerusform>بازی تمام شد: {name} با %Ln امتیاز و به حکم قاعدهٔ تساوی برنده شد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: you win with %n point(s).</source>
        <translation>
            <numerusform>بازی تمام شد: با %Ln امتیاز برنده شدید.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} wins with %n point(s).</source>
        <translation>
            <numerusform>بازی تمام شد: {name} با %Ln امتیاز برنده شد.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>your {card}</source>
        <translation>{card} شما</translation>
    </message>
    <message>
        <source>a face-down card of yours</source>
        <translation>یکی از کارت‌های به پشت شما</translation>
    </message>
    <message>
        <source>{name}&apos;s {card}</source>
        <translation>{card} در دهکدهٔ {name}</translation>
    </message>
    <message>
        <source>a face-down card of {name}&apos;s</source>
        <translation>یک کارت به پشت در دهکدهٔ {name}</translation>
    </message>
    <message>
        <source>your {card} ({ordinal} from the right)</source>
        <translation>{card} شما (کارت {ordinal} از راست)</translation>
    </message>
    <message>
        <source>your face-down card {ordinal} from the right</source>
        <translation>کارت به پشت {ordinal} از راست در دهکدهٔ شما</translation>
    </message>
    <message>
        <source>{name}&apos;s {card} ({ordinal} from the right)</source>
        <translation>{card} در دهکدهٔ {name} (کارت {ordinal} از راست)</translation>
    </message>
    <message>
        <source>{name}&apos;s face-down card {ordinal} from the right</source>
        <translation>کارت به پشت {ordinal} از راست در دهکدهٔ {name}</translation>
    </message>
    <message>
        <source>your {card} ({ordinal} from the left)</source>
        <translation>{card} شما (کارت {ordinal} از چپ)</translation>
    </message>
    <message>
        <source>your face-down card {ordinal} from the left</source>
        <translation>کارت به پشت {ordinal} از چپ در دهکدهٔ شما</translation>
    </message>
    <message>
        <source>{name}&apos;s {card} ({ordinal} from the left)</source>
        <translation>{card} در دهکدهٔ {name} (کارت {ordinal} از چپ)</translation>
    </message>
    <message>
        <source>{name}&apos;s face-down card {ordinal} from the left</source>
        <translation>کارت به پشت {ordinal} از چپ در دهکدهٔ {name}</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the cards of a list</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>{list} and {last}</source>
        <translation>{list} و {last}</translation>
    </message>
    <message>
        <source>Exchange the {held} for a set: {cards}</source>
        <translation>{held} را با یک گروه جور تعویض کنید: {cards}</translation>
    </message>
    <message>
        <source>Exchange the card you hold for a set: {cards}</source>
        <translation>کارتی را که در دست دارید با یک گروه جور تعویض کنید: {cards}</translation>
    </message>
    <message>
        <source>Exchange the {held} for {card}</source>
        <translation>{held} را با {card} تعویض کنید</translation>
    </message>
    <message>
        <source>Discard the {held}</source>
        <translation>{held} را بسوزانید</translation>
    </message>
    <message>
        <source>Discard the {held} and use its ability</source>
        <translation>{held} را بسوزانید و از قابلیتش استفاده کنید</translation>
    </message>
    <message>
        <source>Look at {first} and {second}</source>
        <translation>به {first} و {second} نگاه کنید</translation>
    </message>
    <message>
        <source>Put your new card in as the {ordinal} card from the right</source>
        <translation>کارت جدیدتان را به‌عنوان کارت {ordinal} از راست بگذارید</translation>
    </message>
    <message>
        <source>Put your new card in as the {ordinal} card from the left</source>
        <translation>کارت جدیدتان را به‌عنوان کارت {ordinal} از چپ بگذارید</translation>
    </message>
    <message>
        <source>Keep the {card} you drew</source>
        <translation>از کارت‌هایی که کشیدید، {card} را نگه دارید</translation>
    </message>
    <message>
        <source>Take the {card} from the draw area</source>
        <translation>{card} را از ردیف پهلوان‌پنبه بردارید</translation>
    </message>
    <message>
        <source>Take the {card} ({where}) into your village</source>
        <translation>{card} ({where}) را به دهکده‌تان بیاورید</translation>
    </message>
    <message>
        <source>Use the ability of the {card} ({where})</source>
        <translation>از قابلیت {card} ({where}) استفاده کنید</translation>
    </message>
    <message>
        <source>what a careful player does here</source>
        <translation>بازیکن محتاط اینجا همین کار را می‌کند</translation>
    </message>
    <message>
        <source>clearly the best: the other choices lost in {n} possible futures</source>
        <translation>آشکارا بهترین است: گزینه‌های دیگر در {n} آیندهٔ ممکن عقب ماندند</translation>
    </message>
    <message>
        <source>clearly the best</source>
        <translation>آشکارا بهترین است</translation>
    </message>
    <message>
        <source>about as good as the other choices, in {n} possible futures</source>
        <translation>در {n} آیندهٔ ممکن، تقریباً به خوبیِ گزینه‌های دیگر است</translation>
    </message>
    <message>
        <source>about as good as the other choices</source>
        <translation>تقریباً به خوبیِ گزینه‌های دیگر است</translation>
    </message>
    <message>
        <source>slightly better than the next choice in {n} possible futures</source>
        <translation>در {n} آیندهٔ ممکن، کمی بهتر از گزینهٔ بعدی است</translation>
    </message>
    <message>
        <source>slightly better than the next choice</source>
        <translation>کمی بهتر از گزینهٔ بعدی است</translation>
    </message>
    <message>
        <source>better than the next choice in {n} possible futures</source>
        <translation>در {n} آیندهٔ ممکن، بهتر از گزینهٔ بعدی است</translation>
    </message>
    <message>
        <source>better than the next choice</source>
        <translation>بهتر از گزینهٔ بعدی است</translation>
    </message>
    <message>
        <source>much better than the next choice in {n} possible futures</source>
        <translation>در {n} آیندهٔ ممکن، بسیار بهتر از گزینهٔ بعدی است</translation>
    </message>
    <message>
        <source>much better than the next choice</source>
        <translation>بسیار بهتر از گزینهٔ بعدی است</translation>
    </message>
    <message>
        <source>Hint: {what} ({why}).</source>
        <translation>راهنمایی: {what} ({why}).</translation>
    </message>
    <message>
        <source>Hint: {what}.</source>
        <translation>راهنمایی: {what}.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Paste the invite link your friend sent, or type the address and the code.</source>
        <translation>پیوند دعوتی را که دوستتان فرستاده بچسبانید، یا نشانی و کد را بنویسید.</translation>
    </message>
    <message>
        <source>This is not a Silver invite: an invite link starts with silver://</source>
        <translation>این دعوت‌نامهٔ سیلور نیست: پیوند دعوت با ⁦silver://⁩ شروع می‌شود</translation>
    </message>
    <message>
        <source>The port (the number after the colon) must be from 1 to 65535.</source>
        <translation>درگاه (عدد بعد از دونقطه) باید از ۱ تا ۶۵۵۳۵ باشد.</translation>
    </message>
    <message>
        <source>The room code is missing: it looks like A-7KQ2XZ.</source>
        <translation>کد اتاق نیامده است: شبیه ⁦A-7KQ2XZ⁩ است.</translation>
    </message>
    <message>
        <source>This is not a room code: it looks like A-7KQ2XZ.</source>
        <translation>این کد اتاق نیست: کد اتاق شبیه ⁦A-7KQ2XZ⁩ است.</translation>
    </message>
    <message>
        <source>This invite link has something the app does not know at its end.</source>
        <translation>انتهای این پیوند دعوت چیزی دارد که برنامه آن را نمی‌شناسد.</translation>
    </message>
    <message>
        <source>This is far too long for an invite.</source>
        <translation>این متن برای یک دعوت خیلی بلند است.</translation>
    </message>
    <message>
        <source>This address cannot be read. It looks like 192.168.1.20:8765.</source>
        <translation>این نشانی خوانا نیست. نشانی شبیه ⁦192.168.1.20:8765⁩ است.</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>نامتان را بنویسید: دیگران آن را سر میز می‌بینند.</translation>
    </message>
    <message>
        <source>Your name may not hold invisible formatting characters.</source>
        <translation>نام شما نباید نویسه‌های قالب‌بندی نامرئی داشته باشد.</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>پیوستن به بازی</translation>
    </message>
    <message>
        <source>Paste the invite link a friend sent you, or type the address and the code they see in their lobby.</source>
        <translation>پیوند دعوتی را که دوستی برایتان فرستاده بچسبانید، یا نشانی و کدی را که او در سالن انتظارش می‌بیند بنویسید.</translation>
    </message>
    <message>
        <source>Invite link or &amp;address:</source>
        <translation>پیوند دعوت یا &amp;نشانی:</translation>
    </message>
    <message>
        <source>Room &amp;code:</source>
        <translation>&amp;کد اتاق:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>نا&amp;م شما:</translation>
    </message>
    <message>
        <source>Not needed when you paste a link.</source>
        <translation>اگر پیوند را بچسبانید لازم نیست.</translation>
    </message>
    <message>
        <source>Games on this &amp;network:</source>
        <translation>بازی‌های این &amp;شبکه:</translation>
    </message>
    <message>
        <source>Games on this network</source>
        <translation>بازی‌های این شبکه</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;پیوستن</translation>
    </message>
    <message>
        <source>%1&apos;s game · %2 · %3</source>
        <translation>بازی %1 · %2 · %3</translation>
    </message>
    <message>
        <source>Games on this network cannot be listed here; use a link instead.</source>
        <translation>اینجا نمی‌توان بازی‌های این شبکه را فهرست کرد؛ به جای آن از پیوند استفاده کنید.</translation>
    </message>
    <message>
        <source>Looking for games on this network...</source>
        <translation>در جست‌وجوی بازی‌های این شبکه...</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>نام شما</translation>
    </message>
    <message>
        <source>Your &amp;name, as your friends will see it:</source>
        <translation>نا&amp;م شما، همان‌طور که دوستانتان می‌بینند:</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>This step only explains: read it, then press Next.</source>
        <translation>این مرحله فقط توضیح می‌دهد: آن را بخوانید و بعد «بعدی» را بزنید.</translation>
    </message>
    <message>
        <source>First press Continue (or Space) to see the round&apos;s scores.</source>
        <translation>اول «ادامه» (یا کلید فاصله) را بزنید تا امتیازهای این دور را ببینید.</translation>
    </message>
    <message>
        <source>First press Continue (or Space) once you have seen the cards.</source>
        <translation>وقتی کارت‌ها را دیدید، اول «ادامه» (یا کلید فاصله) را بزنید.</translation>
    </message>
    <message>
        <source>{title}: step {n} of {count}</source>
        <translation>{title}: مرحله‌ی {n} از {count}</translation>
    </message>
    <message>
        <source>Finish the lesson</source>
        <translation>پایان درس</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>بعدی</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>ترک درس</translation>
    </message>
    <message>
        <source>You can continue the lesson later from Learn to play.</source>
        <translation>بعداً می‌توانید درس را از «یادگیری بازی» ادامه دهید.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>یادگیری بازی</translation>
    </message>
    <message>
        <source>A short game on a prepared deal where the table shows you each move. Start with Silver; the other lessons show what Silver Bullet and Silver Coin add.</source>
        <translation>یک بازی کوتاه با کارت‌های از پیش چیده که میز هر حرکت را نشانتان می‌دهد. با سیلور شروع کنید؛ درس‌های دیگر نشان می‌دهند سیلور گلوله و سیلور سکه چه چیزی اضافه می‌کنند.</translation>
    </message>
    <message>
        <source>Continue the lesson</source>
        <translation>ادامه‌ی درس</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>شروع از اول</translation>
    </message>
    <message>
        <source>{title} (left at step {n})</source>
        <translation>{title} (در مرحله‌ی {n} رها شده)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>شروع</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>There is no game with this code. Check the code, or ask your friend for a new invite.</source>
        <translation>بازی‌ای با این کد نیست. کد را بررسی کنید یا از دوستتان دعوت تازه‌ای بخواهید.</translation>
    </message>
    <message>
        <source>This game is full: every seat is taken.</source>
        <translation>این بازی پر است: همهٔ جایگاه‌ها گرفته شده‌اند.</translation>
    </message>
    <message>
        <source>This code belongs to a game on another server. Check the address.</source>
        <translation>این کد مال بازی‌ای روی کارگزار دیگری است. نشانی را بررسی کنید.</translation>
    </message>
    <message>
        <source>The server holds as many games as it can. Try again later.</source>
        <translation>کارگزار به اندازهٔ توانش بازی دارد. بعداً دوباره امتحان کنید.</translation>
    </message>
    <message>
        <source>The game has already started.</source>
        <translation>بازی شروع شده است.</translation>
    </message>
    <message>
        <source>Only the host can change the seats or start the game.</source>
        <translation>فقط میزبان می‌تواند جایگاه‌ها را تغییر دهد یا بازی را شروع کند.</translation>
    </message>
    <message>
        <source>That seat cannot be changed now: someone may have just taken it.</source>
        <translation>این جایگاه را الان نمی‌شود تغییر داد: شاید کسی همین حالا آن را گرفته باشد.</translation>
    </message>
    <message>
        <source>The server did not accept this request. It may run another version of Silver Desktop.</source>
        <translation>کارگزار این درخواست را نپذیرفت. شاید نسخهٔ دیگری از سیلور دسکتاپ را اجرا می‌کند.</translation>
    </message>
    <message>
        <source>Nobody answered at %1. Check the address, and that your friend&apos;s game is still open.</source>
        <translation>کسی در %1 پاسخ نداد. نشانی را بررسی کنید و ببینید بازی دوستتان هنوز باز است.</translation>
    </message>
    <message>
        <source>%1 did not answer in time. Check the address and your network, then try again.</source>
        <translation>%1 به‌موقع پاسخ نداد. نشانی و شبکه‌تان را بررسی کنید و دوباره امتحان کنید.</translation>
    </message>
    <message>
        <source>The computer at %1 answered, but it is not a Silver game.</source>
        <translation>رایانهٔ %1 پاسخ داد، اما بازی سیلور نیست.</translation>
    </message>
    <message>
        <source>The game at %1 needs a secure connection, which this computer cannot make.</source>
        <translation>بازیِ %1 اتصال امن می‌خواهد که این رایانه نمی‌تواند برقرار کند.</translation>
    </message>
    <message>
        <source>The game at %1 answered, but its certificate cannot be trusted (it may be self-signed, expired or made for another address), so the app did not connect.</source>
        <translation>بازی در %1 پاسخ داد، اما نمی‌توان به گواهی‌اش اعتماد کرد (شاید خودامضا، منقضی یا برای نشانی دیگری صادر شده باشد)، پس برنامه وصل نشد.</translation>
    </message>
    <message>
        <source>%1 is not an address the app can connect to.</source>
        <translation>برنامه نمی‌تواند به نشانی %1 وصل شود.</translation>
    </message>
    <message>
        <source>The game at %1 sent something the app cannot read.</source>
        <translation>بازیِ %1 چیزی فرستاد که برنامه نمی‌تواند بخواند.</translation>
    </message>
    <message>
        <source>The connection to the game at %1 was lost.</source>
        <translation>اتصال به بازیِ %1 قطع شد.</translation>
    </message>
    <message>
        <source>The game server could not start on this computer.</source>
        <translation>کارگزار بازی روی این رایانه اجرا نشد.</translation>
    </message>
    <message>
        <source>The game server stopped before it was ready. The log says why.</source>
        <translation>کارگزار بازی پیش از آماده شدن متوقف شد. علتش در گزارش آمده است.</translation>
    </message>
    <message>
        <source>The game server took too long to start. Try again.</source>
        <translation>شروع کارگزار بازی خیلی طول کشید. دوباره امتحان کنید.</translation>
    </message>
    <message>
        <source>Port %1 is not free on this computer, so this game uses port %2.</source>
        <translation>درگاه %1 روی این رایانه آزاد نیست، پس این بازی از درگاه %2 استفاده می‌کند.</translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation>ربات آسان</translation>
    </message>
    <message>
        <source>Hard bot</source>
        <translation>ربات سخت</translation>
    </message>
    <message>
        <source>Random bot</source>
        <translation>ربات تصادفی</translation>
    </message>
    <message>
        <source>Medium bot</source>
        <translation>ربات متوسط</translation>
    </message>
    <message>
        <source>Starting the game server on this computer...</source>
        <translation>در حال اجرای کارگزار بازی روی این رایانه...</translation>
    </message>
    <message>
        <source>Connecting...</source>
        <translation>در حال اتصال...</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>جایگاه %1</translation>
    </message>
    <message>
        <source>Open for a friend</source>
        <translation>باز برای یک دوست</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>چه کسی در جایگاه %1 بازی می‌کند</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (شما)</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>وصل</translation>
    </message>
    <message>
        <source>away</source>
        <translation>دور از بازی</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(خالی)</translation>
    </message>
    <message>
        <source>waiting for a friend</source>
        <translation>در انتظار یک دوست</translation>
    </message>
    <message>
        <source>Playing with friends</source>
        <translation>بازی با دوستان</translation>
    </message>
    <message>
        <source>Invite your friends</source>
        <translation>دوستانتان را دعوت کنید</translation>
    </message>
    <message>
        <source>Send your friends the link. In Silver Desktop they choose Game ▸ Join a game and paste it (or type the address and the code).</source>
        <translation>پیوند را برای دوستانتان بفرستید. آن‌ها در سیلور دسکتاپ «بازی ▸ پیوستن به بازی» را انتخاب می‌کنند و پیوند را می‌چسبانند (یا نشانی و کد را می‌نویسند).</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>کد:</translation>
    </message>
    <message>
        <source>Link:</source>
        <translation>پیوند:</translation>
    </message>
    <message>
        <source>Copy the c&amp;ode</source>
        <translation>رونوشت &amp;کد</translation>
    </message>
    <message>
        <source>Copy the &amp;link</source>
        <translation>رونوشت &amp;پیوند</translation>
    </message>
    <message>
        <source>Copied. Paste it in a message to your friends.</source>
        <translation>رونوشت گرفته شد. آن را در پیامی برای دوستانتان بچسبانید.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>جایگاه‌ها</translation>
    </message>
    <message>
        <source>&amp;Start now</source>
        <translation>&amp;همین حالا شروع کن</translation>
    </message>
    <message>
        <source>Start the game; bots take the seats still empty</source>
        <translation>بازی را شروع کن؛ ربات‌ها جایگاه‌های خالی را می‌گیرند</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game...</source>
        <translation>در انتظار شروع بازی از سوی میزبان...</translation>
    </message>
    <message>
        <source>Seat %1: Expert bots do not play over the network, so a Hard bot plays.</source>
        <translation>جایگاه %1: ربات‌های خبره در بازی شبکه‌ای بازی نمی‌کنند، پس یک ربات سخت جای آن بازی می‌کند.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;بستن</translation>
    </message>
    <message>
        <source>This computer&apos;s address: %1</source>
        <translation>نشانی این رایانه: %1</translation>
    </message>
    <message>
        <source>This computer has no network address: only this computer can join.</source>
        <translation>این رایانه نشانی شبکه ندارد: فقط از همین رایانه می‌شود پیوست.</translation>
    </message>
    <message>
        <source>Address: %1</source>
        <translation>نشانی: %1</translation>
    </message>
    <message>
        <source>The host closed the game.</source>
        <translation>میزبان بازی را بست.</translation>
    </message>
    <message>
        <source>%1 of %2 seats free</source>
        <translation>%1 جایگاه خالی از %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Silver Desktop</source>
        <translation>سیلور دسکتاپ</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>برگهٔ امتیاز</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>گزارش بازی</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;بازی</translation>
    </message>
    <message>
        <source>&amp;Quick game</source>
        <translation>بازی &amp;سریع</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>بازی &amp;جدید...</translation>
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation>&amp;ادامهٔ بازی قبلی</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;باز کردن...</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>&amp;ذخیره با نام...</translation>
    </message>
    <message>
        <source>&amp;Watch a replay of this game</source>
        <translation>&amp;تماشای بازپخش این بازی</translation>
    </message>
    <message>
        <source>Open as &amp;replay...</source>
        <translation>باز کردن به‌صورت با&amp;زپخش...</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>آ&amp;مار...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;ویرایش</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;واگرد</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;ازنو</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;نما</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;سرعت پویانمایی</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>چیزی برای واگرد نیست.</translation>
    </message>
    <message>
        <source>The last action was not yours.</source>
        <translation>آخرین حرکت مال شما نبود.</translation>
    </message>
    <message>
        <source>Your turn is over; strict undo only takes back moves of the current turn.</source>
        <translation>نوبت شما تمام شده است؛ واگرد سخت‌گیرانه فقط حرکت‌های نوبت جاری را پس می‌گیرد.</translation>
    </message>
    <message>
        <source>A card was revealed or chance decided; strict undo stops there.</source>
        <translation>کارتی رو شد یا شانس چیزی را تعیین کرد؛ واگرد سخت‌گیرانه از آنجا عقب‌تر نمی‌رود.</translation>
    </message>
    <message>
        <source>Wait until the bot has moved.</source>
        <translation>صبر کنید تا ربات حرکتش را انجام دهد.</translation>
    </message>
    <message>
        <source>A lesson only goes forward.</source>
        <translation>درس فقط رو به جلو می‌رود.</translation>
    </message>
    <message>
        <source>In a network game, undo works only during your own turn.</source>
        <translation>در بازی شبکه‌ای، برگرداندن فقط در نوبت خودتان ممکن است.</translation>
    </message>
    <message>
        <source>Not connected to the game&apos;s server.</source>
        <translation>به سرور بازی وصل نیستید.</translation>
    </message>
    <message>
        <source>Waiting for the server&apos;s answer.</source>
        <translation>در انتظار پاسخ سرور.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>میز بازی</translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation>تصمیم شما</translation>
    </message>
    <message>
        <source>Cards in this deck</source>
        <translation>کارت‌های این دسته</translation>
    </message>
    <message>
        <source>&amp;Join a game...</source>
        <translation>&amp;پیوستن به بازی...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>ذ&amp;خیره</translation>
    </message>
    <message>
        <source>Sa&amp;y...</source>
        <translation>&amp;گفتن...</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;تنظیمات...</translation>
    </message>
    <message>
        <source>&amp;Hint: what would you do?</source>
        <translation>&amp;راهنمایی: شما جای من چه می‌کردید؟</translation>
    </message>
    <message>
        <source>The lesson shows what to do: follow the ring.</source>
        <translation>درس نشان می‌دهد چه باید کرد: دنبال حلقه بروید.</translation>
    </message>
    <message>
        <source>Start a game to ask for a hint.</source>
        <translation>برای گرفتن راهنمایی، بازی‌ای را شروع کنید.</translation>
    </message>
    <message>
        <source>Hints are there once the next player is at the computer.</source>
        <translation>وقتی بازیکن بعدی پشت رایانه نشست، راهنمایی در دسترس است.</translation>
    </message>
    <message>
        <source>Ask the Hard bot what it would do in your place (H)</source>
        <translation>از ربات سخت بپرسید که جای شما چه می‌کرد (H)</translation>
    </message>
    <message>
        <source>&amp;Pause the bots</source>
        <translation>&amp;مکث ربات‌ها</translation>
    </message>
    <message>
        <source>The bots wait before their next move (P)</source>
        <translation>ربات‌ها پیش از حرکت بعدی‌شان صبر می‌کنند (P)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;تمام‌صفحه</translation>
    </message>
    <message>
        <source>S&amp;ound effects</source>
        <translation>&amp;جلوه‌های صوتی</translation>
    </message>
    <message>
        <source>Turn the sound effects on or off (M)</source>
        <translation>جلوه‌های صوتی را روشن یا خاموش می‌کند (M)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;راهنما</translation>
    </message>
    <message>
        <source>&amp;Learn to play...</source>
        <translation>&amp;یادگیری بازی...</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;قوانین</translation>
    </message>
    <message>
        <source>The rules of the editions in play (F1)</source>
        <translation>قوانین نسخه‌هایی که در این بازی به کار می‌روند (F1)</translation>
    </message>
    <message>
        <source>&amp;Cards in this deck</source>
        <translation>&amp;کارت‌های این دسته</translation>
    </message>
    <message>
        <source>&amp;Puzzles...</source>
        <translation>م&amp;عماها...</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;میان‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <source>&amp;About Silver Desktop</source>
        <translation>&amp;دربارهٔ سیلور دسکتاپ</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>اصلی</translation>
    </message>
    <message>
        <source>Round {round} is over. Continue to see the scores.</source>
        <translation>دور {round} تمام شد. برای دیدن امتیازها ادامه دهید.</translation>
    </message>
    <message>
        <source>You look at: {card}. Continue when you have seen it.</source>
        <translation>به این کارت نگاه می‌کنید: {card}. وقتی دیدید، ادامه دهید.</translation>
    </message>
    <message>
        <source>You look at: {cards}. Continue when you have seen them.</source>
        <translation>به این کارت‌ها نگاه می‌کنید: {cards}. وقتی دیدید، ادامه دهید.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of cards in a list</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>The bots are paused. Press P or choose View ▸ Pause the bots.</source>
        <translation>ربات‌ها متوقف شده‌اند. P را بزنید یا نما ▸ مکث ربات‌ها را انتخاب کنید.</translation>
    </message>
    <message>
        <source>Call for a vote</source>
        <translation>درخواست رای‌گیری</translation>
    </message>
    <message>
        <source>Call for a vote now? Everyone else plays one more turn, then the round is scored. If your village is then the lowest (or tied for lowest), you score 0; if not, you score its value plus 10.</source>
        <translation>همین حالا رای‌گیری می‌خواهید؟ بقیهٔ بازیکنان هر کدام یک نوبت دیگر بازی می‌کنند و سپس امتیاز دور شمرده می‌شود. اگر آن وقت دهکدهٔ شما کم‌ارزش‌ترین باشد (یا هم‌ارزش با کم‌ارزش‌ترین)، امتیازتان ۰ است؛ وگرنه ارزش دهکده‌تان به‌علاوهٔ ۱۰.</translation>
    </message>
    <message>
        <source>{name} is thinking...</source>
        <translation>{name} در حال فکر کردن است...</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>تنظیمات</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>بازپخش</translation>
    </message>
    <message>
        <source>The replay shows every card, so it opens when the game is over.</source>
        <translation>بازپخش همهٔ کارت‌ها را نشان می‌دهد، برای همین پس از پایان بازی باز می‌شود.</translation>
    </message>
    <message>
        <source>Open a replay</source>
        <translation>باز کردن بازپخش</translation>
    </message>
    <message>
        <source>Silver games (*.silver)</source>
        <translation>بازی‌های سیلور (*.silver)</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>بازی باز نمی‌شود</translation>
    </message>
    <message>
        <source>Connecting to the game&apos;s server...</source>
        <translation>در حال اتصال به سرور بازی...</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>بازی را ترک می‌کنید؟</translation>
    </message>
    <message>
        <source>You are hosting this game. If you leave, it ends for everyone at the table (each of them can keep a copy). Leave anyway?</source>
        <translation>میزبان این بازی شما هستید. اگر بروید، بازی برای همهٔ کسانی که سر میز هستند تمام می‌شود (هر کدام می‌توانند نسخه‌ای از آن نگه دارند). باز هم می‌روید؟</translation>
    </message>
    <message>
        <source>The game has ended</source>
        <translation>بازی پایان یافت</translation>
    </message>
    <message>
        <source>Save a copy...</source>
        <translation>ذخیرهٔ یک نسخه...</translation>
    </message>
    <message>
        <source>This game is not over. Its replay shows every card, also the ones its players have not seen yet, so the game will count as practice in the statistics. Show it anyway?</source>
        <translation>این بازی هنوز تمام نشده است. بازپخش آن همهٔ کارت‌ها را نشان می‌دهد، حتی کارت‌هایی که بازیکنانش هنوز ندیده‌اند؛ پس این بازی در آمار، بازی تمرینی به شمار می‌آید. با این حال نشان داده شود؟</translation>
    </message>
    <message>
        <source>The statistics were not updated: {error}</source>
        <translation>آمار به‌روز نشد: {error}</translation>
    </message>
    <message>
        <source>The settings could not be saved: {error}</source>
        <translation>تنظیمات ذخیره نشد: {error}</translation>
    </message>
    <message>
        <source>Sound on</source>
        <translation>صدا روشن شد</translation>
    </message>
    <message>
        <source>Sound off</source>
        <translation>صدا خاموش شد</translation>
    </message>
    <message>
        <source>There are no hints in a network game.</source>
        <translation>در بازی شبکه‌ای راهنمایی وجود ندارد.</translation>
    </message>
    <message>
        <source>Thinking about a hint...</source>
        <translation>در حال یافتن راهنمایی...</translation>
    </message>
    <message>
        <source>Could not autosave the game: {error}</source>
        <translation>ذخیرهٔ خودکار بازی انجام نشد: {error}</translation>
    </message>
    <message>
        <source>The saved game could not be opened; it was kept as {name}.</source>
        <translation>بازی ذخیره‌شده باز نشد؛ با نام {name} نگه داشته شد.</translation>
    </message>
    <message>
        <source>The saved game could not be opened and was left as it is: {name}.</source>
        <translation>بازی ذخیره‌شده باز نشد و همان‌طور که بود ماند: {name}.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <source>There is no unfinished game to continue.</source>
        <translation>هیچ بازی نیمه‌تمامی برای ادامه وجود ندارد.</translation>
    </message>
    <message>
        <source>This game counts as practice in the statistics: its file was changed outside the app, or it was saved on another computer or by an older version.</source>
        <translation>این بازی در آمار، بازی تمرینی به شمار می‌آید: فایل آن بیرون از برنامه تغییر کرده یا در رایانهٔ دیگری یا با نسخهٔ قدیمی‌تری از برنامه ذخیره شده است.</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>باز کردن بازی</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>ذخیرهٔ بازی</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>بازی ذخیره نمی‌شود</translation>
    </message>
    <message>
        <source>The game was saved as {name}.</source>
        <translation>بازی با نام {name} ذخیره شد.</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>واگرد (Ctrl+Z)</translation>
    </message>
    <message>
        <source>About Silver Desktop</source>
        <translation>دربارهٔ سیلور دسکتاپ</translation>
    </message>
    <message>
        <source>Silver Desktop {version}

A fan-made way to play the Silver card games (Silver, Silver Bullet, Silver Coin) by Bézier Games.
Card art and texts are the project&apos;s own.</source>
        <translation>سیلور دسکتاپ {version}

راهی ساختهٔ طرفداران برای بازی کردن بازی‌های کارتی سیلور (سیلور، سیلور گلوله، سیلور سکه) از شرکت بزیه گیمز.
تصاویر و متن‌های کارت‌ها کار خود این پروژه است.</translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>The server could not read a message from this app.</source>
        <translation>سرور نتوانست پیامی از این برنامه را بخواند.</translation>
    </message>
    <message>
        <source>The server refused a message from this app as malformed.</source>
        <translation>سرور پیامی از این برنامه را نادرست دانست و نپذیرفت.</translation>
    </message>
    <message>
        <source>The server speaks another version of the game&apos;s protocol.</source>
        <translation>سرور از نسخهٔ دیگری از قرارداد بازی استفاده می‌کند.</translation>
    </message>
    <message>
        <source>A message was too large for the server.</source>
        <translation>پیامی برای سرور بیش از حد بزرگ بود.</translation>
    </message>
    <message>
        <source>Too many messages at once; the last one was dropped. Try again.</source>
        <translation>پیام‌ها بیش از حد پشت سر هم بودند و آخری کنار گذاشته شد. دوباره تلاش کنید.</translation>
    </message>
    <message>
        <source>This game no longer exists on its server.</source>
        <translation>این بازی دیگر روی سرورش وجود ندارد.</translation>
    </message>
    <message>
        <source>This game is kept by another server at that address.</source>
        <translation>این بازی را سرور دیگری در همان نشانی نگه می‌دارد.</translation>
    </message>
    <message>
        <source>Every seat of this game is taken.</source>
        <translation>همهٔ جاهای این بازی پر است.</translation>
    </message>
    <message>
        <source>This seat&apos;s key is not valid for this game any more.</source>
        <translation>کلید این جایگاه دیگر برای این بازی معتبر نیست.</translation>
    </message>
    <message>
        <source>You do not have a seat in this game yet.</source>
        <translation>هنوز در این بازی جایی ندارید.</translation>
    </message>
    <message>
        <source>You already have a seat in this game.</source>
        <translation>شما از قبل در این بازی جا دارید.</translation>
    </message>
    <message>
        <source>The game has not started yet: seats are still open.</source>
        <translation>بازی هنوز شروع نشده است: جاهایی هنوز خالی است.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>نوبت شما نیست.</translation>
    </message>
    <message>
        <source>The game moved on before your move arrived. Choose again.</source>
        <translation>پیش از رسیدن حرکت شما بازی جلو رفت. دوباره انتخاب کنید.</translation>
    </message>
    <message>
        <source>That move is not allowed now. Choose again.</source>
        <translation>این حرکت اکنون مجاز نیست. دوباره انتخاب کنید.</translation>
    </message>
    <message>
        <source>The server did not allow the undo.</source>
        <translation>سرور اجازهٔ برگرداندن نداد.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>بازی تمام شده است.</translation>
    </message>
    <message>
        <source>The server refused the game&apos;s settings.</source>
        <translation>سرور تنظیمات بازی را نپذیرفت.</translation>
    </message>
    <message>
        <source>The server holds as many games as it can. Try again later.</source>
        <translation>سرور به اندازهٔ توانش بازی دارد. بعداً دوباره تلاش کنید.</translation>
    </message>
    <message>
        <source>The server could not save the last change; the game went back a step.</source>
        <translation>سرور نتوانست آخرین تغییر را ذخیره کند؛ بازی یک گام به عقب برگشت.</translation>
    </message>
    <message>
        <source>Only the person who created the game can do that.</source>
        <translation>فقط کسی که بازی را ساخته است می‌تواند این کار را بکند.</translation>
    </message>
    <message>
        <source>That seat cannot be changed.</source>
        <translation>این جایگاه را نمی‌توان تغییر داد.</translation>
    </message>
    <message>
        <source>The game has already started.</source>
        <translation>بازی از قبل شروع شده است.</translation>
    </message>
    <message>
        <source>The server refused the request.</source>
        <translation>سرور درخواست را نپذیرفت.</translation>
    </message>
    <message>
        <source>Hello!</source>
        <translation>سلام!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>بازی خوبی بود!</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>خوب بازی کردی!</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>نوبت شماست.</translation>
    </message>
    <message>
        <source>Thank you!</source>
        <translation>ممنون!</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>اوه!</translation>
    </message>
    <message>
        <source>{name}: “{message}”</source>
        <translation>{name}: «{message}»</translation>
    </message>
    <message>
        <source>A bot played your turns meanwhile: where these lines say “you”, it was the bot.</source>
        <translation>در این مدت رباتی به جای شما نوبت‌هایتان را بازی کرد: هر جا این سطرها «شما» می‌گویند، کار آن ربات بوده است.</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>اتصال قطع شد — در حال اتصال دوباره…</translation>
    </message>
    <message>
        <source>The host left. The game has ended.</source>
        <translation>میزبان بازی را ترک کرد. بازی پایان یافت.</translation>
    </message>
    <message>
        <source>The server is closing. The game has ended.</source>
        <translation>سرور در حال بسته شدن است. بازی پایان یافت.</translation>
    </message>
    <message>
        <source>The game&apos;s server cannot be reached. Check the address and the network.</source>
        <translation>به سرور بازی دسترسی نیست. نشانی و شبکه را بررسی کنید.</translation>
    </message>
    <message>
        <source>Connected again.</source>
        <translation>دوباره وصل شدید.</translation>
    </message>
    <message>
        <source>The connection to the game&apos;s server was closed.</source>
        <translation>اتصال به سرور بازی بسته شد.</translation>
    </message>
</context>
<context>
    <name>NetWords</name>
    <message numerus="yes">
        <source>While you were away, %n move(s) were played:</source>
        <translation>
            <numerusform>وقتی شما نبودید، %Ln حرکت انجام شد:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(the oldest %n of them are not shown here)</source>
        <translation>
            <numerusform>(%Ln حرکتِ قدیمی‌ترِ آن‌ها اینجا نیامده است)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Silver Bullet</source>
        <translation>سیلور گلوله</translation>
    </message>
    <message>
        <source>Silver Coin</source>
        <translation>سیلور سکه</translation>
    </message>
    <message>
        <source>Promo</source>
        <translation>پرومو</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>سیلور</translation>
    </message>
    <message>
        <source>bullet</source>
        <translation>گلوله نقره‌ای</translation>
    </message>
    <message>
        <source>coin</source>
        <translation>سکه نقره‌ای</translation>
    </message>
    <message>
        <source>amulet</source>
        <translation>طلسم محافظ نقره‌ای</translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation>ربات آسان</translation>
    </message>
    <message>
        <source>Medium bot</source>
        <translation>ربات متوسط</translation>
    </message>
    <message>
        <source>Hard bot</source>
        <translation>ربات سخت</translation>
    </message>
    <message>
        <source>Expert bot</source>
        <translation>ربات خبره</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>انسان</translation>
    </message>
    <message>
        <source>Co&amp;mmander</source>
        <translation>&amp;فرمانده</translation>
    </message>
    <message>
        <source>Pr&amp;ince</source>
        <translation>&amp;شازده</translation>
    </message>
    <message>
        <source>C&amp;leaner</source>
        <translation>تمی&amp;زکار</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of a list</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the end of a list of names</comment>
        <translation>%1 و %2</translation>
    </message>
    <message>
        <source>Ada</source>
        <comment>a bot&apos;s name</comment>
        <translation>آرمان</translation>
    </message>
    <message>
        <source>Bo</source>
        <comment>a bot&apos;s name</comment>
        <translation>بهار</translation>
    </message>
    <message>
        <source>Cy</source>
        <comment>a bot&apos;s name</comment>
        <translation>سینا</translation>
    </message>
    <message>
        <source>Di</source>
        <comment>a bot&apos;s name</comment>
        <translation>دریا</translation>
    </message>
    <message>
        <source>Mina</source>
        <comment>a person&apos;s name in a hot-seat game</comment>
        <translation>مینا</translation>
    </message>
    <message>
        <source>Sam</source>
        <comment>a person&apos;s name in a hot-seat game</comment>
        <translation>نیما</translation>
    </message>
    <message>
        <source>Leila</source>
        <comment>a person&apos;s name in a hot-seat game</comment>
        <translation>لیلا</translation>
    </message>
    <message>
        <source>Theo</source>
        <comment>a person&apos;s name in a hot-seat game</comment>
        <translation>کاوه</translation>
    </message>
    <message>
        <source>You</source>
        <comment>the person&apos;s seat name</comment>
        <translation>شما</translation>
    </message>
    <message>
        <source>Seat &amp;%1</source>
        <translation>جایگاه &amp;%1</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>نام جایگاه %1</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>چه کسی در جایگاه %1 بازی می‌کند</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>بازیکن %1</translation>
    </message>
    <message>
        <source>Personality of the bot in seat %1</source>
        <translation>شخصیت ربات جایگاه %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>بازی جدید</translation>
    </message>
    <message>
        <source>Invite &amp;friends...</source>
        <translation>دعوت از &amp;دوستان...</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <source>Number of &amp;players:</source>
        <translation>&amp;تعداد بازیکنان:</translation>
    </message>
    <message>
        <source>No human players: you will watch the bots play.</source>
        <translation>هیچ بازیکن انسانی نیست: بازی ربات‌ها را تماشا خواهید کرد.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>قوانین</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>واگرد:</translation>
    </message>
    <message>
        <source>S&amp;trict</source>
        <translation>&amp;سخت‌گیرانه</translation>
    </message>
    <message>
        <source>Pra&amp;ctice</source>
        <translation>ت&amp;مرینی</translation>
    </message>
    <message>
        <source>random</source>
        <translation>تصادفی</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>&amp;بذر:</translation>
    </message>
    <message>
        <source>Leave it empty for a new deal; the same seed deals the same cards.</source>
        <translation>برای پخش تازه خالی بگذارید؛ بذر یکسان همان کارت‌ها را پخش می‌کند.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>دسته</translation>
    </message>
    <message>
        <source>Custom mix</source>
        <translation>ترکیب دلخواه</translation>
    </message>
    <message>
        <source>&amp;Edition:</source>
        <translation>&amp;نسخه:</translation>
    </message>
    <message>
        <source>%1 (%2 token)</source>
        <translation>%1 (با %2)</translation>
    </message>
    <message>
        <source>B&amp;ase edition:</source>
        <translation>نسخهٔ &amp;پایه:</translation>
    </message>
    <message>
        <source>All &amp;Silver</source>
        <translation>همه سی&amp;لور</translation>
    </message>
    <message>
        <source>All &amp;Bullet</source>
        <translation>همه &amp;گلوله</translation>
    </message>
    <message>
        <source>All C&amp;oin</source>
        <translation>همه س&amp;که</translation>
    </message>
    <message>
        <source>&amp;Random mix</source>
        <translation>ترکیب ت&amp;صادفی</translation>
    </message>
    <message>
        <source>Cards of number %1</source>
        <translation>کارت‌های عدد %1</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <source>Promo cards</source>
        <translation>کارت‌های پرومو</translation>
    </message>
    <message>
        <source>Each promo card replaces one card of the number you choose.</source>
        <translation>هر کارت پرومو جای یک کارت از عددی را که انتخاب می‌کنید می‌گیرد.</translation>
    </message>
    <message>
        <source>Number the %1 replaces</source>
        <translation>عددی که %1 جایگزین کارتی از آن می‌شود</translation>
    </message>
    <message>
        <source>replaces a</source>
        <translation>جایگزین کارت</translation>
    </message>
    <message>
        <source>%1 are set to the same number, %2, but it has only %3 cards and at least one of them must stay in the deck. Choose another number for one of these promo cards.</source>
        <translation>برای %1 عدد یکسان %2 انتخاب شده است، ولی از عدد %2 فقط %3 کارت در دسته هست و دست‌کم یکی از آن‌ها باید در دسته بماند. برای یکی از این کارت‌های پرومو عدد دیگری انتخاب کنید.</translation>
    </message>
    <message>
        <source>These promo cards cannot be played together (%1).</source>
        <translation>این کارت‌های پرومو را نمی‌توان با هم بازی کرد (%1).</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to %1.</source>
        <translation>بذر باید عددی صحیح از ۰ تا %1 باشد.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a bot personality and what it does</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Each number comes from one edition; the base edition gives the token and its rules.</source>
        <translation>هر عدد از یک نسخه می‌آید؛ نسخهٔ پایه ژتون و قوانین آن را تعیین می‌کند.</translation>
    </message>
    <message>
        <source>All cards from %1, played with the %2.</source>
        <translation>همهٔ کارت‌ها از %1، با %2.</translation>
    </message>
    <message>
        <source>Anything can be taken back; the game is marked as practice.</source>
        <translation>هر حرکتی را می‌توان پس گرفت؛ بازی به‌عنوان بازی تمرینی علامت می‌خورد.</translation>
    </message>
    <message>
        <source>Take back only your own moves of this turn, until a card is revealed.</source>
        <translation>فقط حرکت‌های خودتان در همین نوبت را، تا پیش از رو شدن کارتی، می‌توانید پس بگیرید.</translation>
    </message>
    <message>
        <source>Play this game with friends on their own computers: you get a link to send them. The seats set to Human wait for your friends; the bots keep theirs</source>
        <translation>این بازی را با دوستانتان، هر کس روی رایانهٔ خودش، بازی کنید: پیوندی می‌گیرید که برایشان بفرستید. جایگاه‌هایی که «انسان» هستند منتظر دوستانتان می‌مانند؛ ربات‌ها جایگاه خودشان را نگه می‌دارند</translation>
    </message>
    <message>
        <source>To invite friends, set a seat to Human for each of them</source>
        <translation>برای دعوت از دوستان، برای هر کدام یک جایگاه را «انسان» کنید</translation>
    </message>
    <message>
        <source>Your friends take the seats set to Human (you the first); bots keep theirs.</source>
        <translation>دوستانتان جایگاه‌های «انسان» را می‌گیرند (نخستینش مال شماست)؛ ربات‌ها جایگاه خودشان را نگه می‌دارند.</translation>
    </message>
    <message>
        <source>Set a seat to Human for each friend you invite.</source>
        <translation>برای هر دوستی که دعوت می‌کنید، یک جایگاه را «انسان» کنید.</translation>
    </message>
    <message>
        <source>Expert bots do not play over the network: Hard bots take their seats.</source>
        <translation>ربات‌های خبره در بازی شبکه‌ای بازی نمی‌کنند: ربات‌های سخت جایشان را می‌گیرند.</translation>
    </message>
</context>
<context>
    <name>Ordinal</name>
    <message>
        <source>1st</source>
        <comment>as in: the 1st card of your village</comment>
        <translation>اول</translation>
    </message>
    <message>
        <source>2nd</source>
        <comment>as in: the 2nd card of your village</comment>
        <translation>دوم</translation>
    </message>
    <message>
        <source>3rd</source>
        <comment>as in: the 3rd card of your village</comment>
        <translation>سوم</translation>
    </message>
    <message>
        <source>4th</source>
        <comment>as in: the 4th card of your village</comment>
        <translation>چهارم</translation>
    </message>
    <message>
        <source>5th</source>
        <comment>as in: the 5th card of your village</comment>
        <translation>پنجم</translation>
    </message>
    <message>
        <source>6th</source>
        <comment>as in: the 6th card of your village</comment>
        <translation>ششم</translation>
    </message>
    <message>
        <source>7th</source>
        <comment>as in: the 7th card of your village</comment>
        <translation>هفتم</translation>
    </message>
    <message>
        <source>8th</source>
        <comment>as in: the 8th card of your village</comment>
        <translation>هشتم</translation>
    </message>
    <message>
        <source>9th</source>
        <comment>as in: the 9th card of your village</comment>
        <translation>نهم</translation>
    </message>
    <message>
        <source>10th</source>
        <comment>as in: the 10th card of your village</comment>
        <translation>دهم</translation>
    </message>
    <message>
        <source>{n}th</source>
        <comment>ordinal number: 11th, 25th, 104th</comment>
        <translation>{n}م</translation>
    </message>
    <message>
        <source>{n}st</source>
        <comment>ordinal number: 21st, 101st</comment>
        <translation>{n}م</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <comment>ordinal number: 22nd, 102nd</comment>
        <translation>{n}م</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <comment>ordinal number: 23rd, 103rd</comment>
        <translation>{n}م</translation>
    </message>
</context>
<context>
    <name>Personality</name>
    <message>
        <source>Cautious caller</source>
        <translation>رای‌خواه محتاط</translation>
    </message>
    <message>
        <source>Bold caller</source>
        <translation>رای‌خواه بی‌باک</translation>
    </message>
    <message>
        <source>Set collector</source>
        <translation>گروه‌جمع‌کن</translation>
    </message>
    <message>
        <source>Leader hunter</source>
        <translation>دنبال‌کنندهٔ پیشتاز</translation>
    </message>
    <message>
        <source>Usual style</source>
        <translation>شیوهٔ معمول</translation>
    </message>
    <message>
        <source>Calls for a vote only when it knows all its cards and clearly leads.</source>
        <translation>فقط وقتی رای‌گیری می‌خواهد که همهٔ کارت‌هایش را بداند و آشکارا جلو باشد.</translation>
    </message>
    <message>
        <source>Calls for a vote early, even with cards it has not seen.</source>
        <translation>زود رای‌گیری می‌خواهد، حتی با کارت‌هایی که هنوز ندیده است.</translation>
    </message>
    <message>
        <source>Keeps cards that match its own and exchanges them out as sets.</source>
        <translation>کارت‌هایی را که با کارت‌های خودش جورند نگه می‌دارد و آن‌ها را یک‌جا به‌صورت گروه تعویض می‌کند.</translation>
    </message>
    <message>
        <source>Uses every ability that hurts another village, aimed at whoever leads the game.</source>
        <translation>هر توانایی‌ای را که به دهکدهٔ دیگری ضربه بزند به کار می‌برد و آن را به سوی پیشتاز بازی نشانه می‌گیرد.</translation>
    </message>
    <message>
        <source>Plays the way its level plays.</source>
        <translation>به همان شیوهٔ سطح خودش بازی می‌کند.</translation>
    </message>
</context>
<context>
    <name>Privacy</name>
    <message>
        <source>The cards stay hidden until {name} is at the computer, so that nobody else sees them.</source>
        <translation>کارت‌ها پنهان می‌مانند تا {name} پشت رایانه بنشیند، تا کس دیگری آن‌ها را نبیند.</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>رایانه را به {name} بدهید</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>من {name} هستم: کارت‌هایم را نشان بده</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Player {number}</source>
        <translation>بازیکن {number}</translation>
    </message>
    <message>
        <source>the {ordinal} card of your village</source>
        <comment>noun phrase</comment>
        <translation>کارت {ordinal} دهکدهٔ شما</translation>
    </message>
    <message>
        <source>the {ordinal} card of {name}&apos;s village</source>
        <comment>noun phrase</comment>
        <translation>کارت {ordinal} دهکدهٔ {name}</translation>
    </message>
    <message>
        <source>your village</source>
        <comment>noun phrase</comment>
        <translation>دهکدهٔ شما</translation>
    </message>
    <message>
        <source>{name}&apos;s village</source>
        <comment>noun phrase</comment>
        <translation>دهکدهٔ {name}</translation>
    </message>
    <message>
        <source>bullet</source>
        <comment>the Silver Bullet token</comment>
        <translation>گلوله</translation>
    </message>
    <message>
        <source>coin</source>
        <comment>the Silver Coin token</comment>
        <translation>سکه</translation>
    </message>
    <message>
        <source>amulet</source>
        <comment>the Amulet token</comment>
        <translation>طلسم</translation>
    </message>
    <message>
        <source>the top card of the discard pile</source>
        <comment>noun phrase</comment>
        <translation>کارت رویی ستون کارت‌های سوخته</translation>
    </message>
    <message>
        <source>the {ordinal} card from the top of the discard pile</source>
        <comment>noun phrase</comment>
        <translation>کارت {ordinal} از بالای ستون کارت‌های سوخته</translation>
    </message>
    <message>
        <source>{card}: turn {target} facedown</source>
        <translation>{card}: {target} را به پشت برگردانید</translation>
    </message>
    <message>
        <source>{card}: turn {target} faceup</source>
        <translation>{card}: {target} را رو کنید</translation>
    </message>
    <message>
        <source>Turn {card} facedown</source>
        <translation>{card} را به پشت برگردانید</translation>
    </message>
    <message>
        <source>Turn {card} faceup</source>
        <translation>{card} را رو کنید</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>بازی تمام شده است.</translation>
    </message>
    <message>
        <source>Waiting.</source>
        <translation>در انتظار.</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>در انتظار {name}.</translation>
    </message>
    <message>
        <source>Choose two cards of your village to look at.</source>
        <translation>دو کارت از دهکده‌تان را برای نگاه کردن انتخاب کنید.</translation>
    </message>
    <message>
        <source>Choose the card of your village to replace with your kept {kept}.</source>
        <translation>کارتی از دهکده‌تان را انتخاب کنید تا {kept} نگه‌داشته‌تان جای آن را بگیرد.</translation>
    </message>
    <message>
        <source>Choose the card of your village to replace with your kept card.</source>
        <translation>کارتی از دهکده‌تان را انتخاب کنید تا کارت نگه‌داشته‌تان جای آن را بگیرد.</translation>
    </message>
    <message>
        <source>Your turn: draw a card, take the top discard, or call for a vote.</source>
        <translation>نوبت شما: یک کارت بکشید، کارت رویی ستون کارت‌های سوخته را بردارید یا رای‌گیری بخواهید.</translation>
    </message>
    <message>
        <source>Your turn: draw a card or take the top discard.</source>
        <translation>نوبت شما: یک کارت بکشید یا کارت رویی ستون کارت‌های سوخته را بردارید.</translation>
    </message>
    <message>
        <source>Your turn: draw a card or call for a vote.</source>
        <translation>نوبت شما: یک کارت بکشید یا رای‌گیری بخواهید.</translation>
    </message>
    <message>
        <source>Your turn: draw a card.</source>
        <translation>نوبت شما: یک کارت بکشید.</translation>
    </message>
    <message>
        <source>You may still use the {token}; then end your turn.</source>
        <translation>هنوز می‌توانید از {token} استفاده کنید؛ سپس نوبتتان را تمام کنید.</translation>
    </message>
    <message>
        <source>You may still use your faceup cards; then end your turn.</source>
        <translation>هنوز می‌توانید از کارت‌های رو در دهکده‌تان استفاده کنید؛ سپس نوبتتان را تمام کنید.</translation>
    </message>
    <message>
        <source>{card}: draw another card, or stop and choose one to keep.</source>
        <translation>{card}: یک کارت دیگر بکشید، یا دست نگه دارید و یکی را برای نگه داشتن انتخاب کنید.</translation>
    </message>
    <message>
        <source>{card}: choose the card to keep; the others go back on the deck.</source>
        <translation>{card}: کارتی را که نگه می‌دارید انتخاب کنید؛ بقیه روی ستون کارت‌ها برمی‌گردند.</translation>
    </message>
    <message>
        <source>Add more cards to the set, or reveal it.</source>
        <translation>کارت‌های بیشتری به گروه اضافه کنید، یا آن را نمایان کنید.</translation>
    </message>
    <message>
        <source>Every card you claimed is worth 6 or more: choose the spot for the {card}.</source>
        <translation>ارزش همهٔ کارت‌هایی که ادعا کردید ۶ یا بیشتر است: جای {card} را انتخاب کنید.</translation>
    </message>
    <message>
        <source>The set matched: choose the spot for your new card.</source>
        <translation>گروه جور بود: جای کارت جدیدتان را انتخاب کنید.</translation>
    </message>
    <message>
        <source>The set matches only with your Lycans&apos; +1s. Use them, or let the set fail?</source>
        <translation>گروه فقط با +۱های نیمه‌گرگ‌هایتان جور می‌شود. از آن‌ها استفاده می‌کنید، یا می‌گذارید گروه جور نشود؟</translation>
    </message>
    <message>
        <source>Lay the discarded cards on the pile one by one: choose the next (the last lies on top).</source>
        <translation>کارت‌های سوخته را یکی‌یکی روی ستون بگذارید: کارت بعدی را انتخاب کنید (آخرین کارت رو قرار می‌گیرد).</translation>
    </message>
    <message>
        <source>Add the penalty card at one end of your village.</source>
        <translation>کارت جریمه را به یکی از دو سر دهکده‌تان اضافه کنید.</translation>
    </message>
    <message>
        <source>Add the card you hold at one end of your village.</source>
        <translation>کارتی را که در دست دارید به یکی از دو سر دهکده‌تان اضافه کنید.</translation>
    </message>
    <message>
        <source>{card}: choose the cards you claim are worth 6 or more.</source>
        <translation>{card}: کارت‌هایی را که ادعا می‌کنید ارزششان ۶ یا بیشتر است انتخاب کنید.</translation>
    </message>
    <message>
        <source>{card}: put the discarded card on the bottom of the deck or on the discard pile?</source>
        <translation>{card}: کارت سوزانده‌شده را زیر ستون کارت‌ها می‌گذارید یا روی ستون کارت‌های سوخته؟</translation>
    </message>
    <message>
        <source>{card}: use the ability of the card you just discarded?</source>
        <translation>{card}: از قابلیت کارتی که همین حالا سوزاندید استفاده می‌کنید؟</translation>
    </message>
    <message>
        <source>{card}: turn it facedown to take an extra turn?</source>
        <translation>{card}: آن را به پشت برمی‌گردانید تا یک نوبت اضافه بازی کنید؟</translation>
    </message>
    <message>
        <source>{card}: give one of your cards to another player, or skip.</source>
        <translation>{card}: یکی از کارت‌هایتان را به بازیکن دیگری بدهید، یا رد شوید.</translation>
    </message>
    <message>
        <source>{card}: choose a card in any village to remove, or skip.</source>
        <translation>{card}: کارتی را در هر دهکده‌ای برای حذف انتخاب کنید، یا رد شوید.</translation>
    </message>
    <message>
        <source>{card}: choose a card of your village to keep for next round.</source>
        <translation>{card}: کارتی از دهکده‌تان را برای نگه داشتن تا دور بعد انتخاب کنید.</translation>
    </message>
    <message>
        <source>Your turn: take the top discard or call for a vote.</source>
        <translation>نوبت شما: کارت رویی ستون کارت‌های سوخته را بردارید یا رای‌گیری بخواهید.</translation>
    </message>
    <message>
        <source>Your turn: take the top discard.</source>
        <translation>نوبت شما: کارت رویی ستون کارت‌های سوخته را بردارید.</translation>
    </message>
    <message>
        <source>Your turn: call for a vote.</source>
        <translation>نوبت شما: رای‌گیری بخواهید.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>نوبت شما.</translation>
    </message>
    <message>
        <source>The deck is empty: the round ends once the draw area is empty too.</source>
        <translation>ستون کارت‌ها تمام شده است: این دور وقتی تمام می‌شود که ردیف پهلوان‌پنبه هم خالی شود.</translation>
    </message>
    <message>
        <source>Or click your {card} to use the ability of a discard.</source>
        <translation>یا روی {card} خودتان کلیک کنید تا از قابلیت یک کارت سوخته استفاده کنید.</translation>
    </message>
    <message>
        <source>{cards} or {last}</source>
        <comment>cards one of which may be taken</comment>
        <translation>{cards} یا {last}</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the cards of a list</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>Take {cards} lying beside the deck.</source>
        <comment>the Squire&apos;s draw area</comment>
        <translation>{cards} را که کنار ستون کارت‌ها است بردارید.</translation>
    </message>
    <message>
        <source>Or take {cards} lying beside the deck.</source>
        <comment>the Squire&apos;s draw area</comment>
        <translation>یا {cards} را که کنار ستون کارت‌ها است بردارید.</translation>
    </message>
    <message>
        <source>{name} has called: this is your final turn, no call.</source>
        <translation>{name} رای‌گیری خواسته است: این نوبت آخر شماست و نمی‌توانید رای‌گیری بخواهید.</translation>
    </message>
    <message>
        <source>No call this turn: you have used an ability or the token on it.</source>
        <translation>در این نوبت رای‌گیری ممکن نیست: از یک قابلیت یا ژتون استفاده کرده‌اید.</translation>
    </message>
    <message>
        <source>To call, your village must have 4 cards or fewer.</source>
        <translation>برای درخواست رای‌گیری، دهکده‌تان باید ۴ کارت یا کمتر داشته باشد.</translation>
    </message>
    <message>
        <source>No call: with the Silver Coin the deck must not be empty.</source>
        <translation>رای‌گیری ممکن نیست: با سکه نقره‌ای، ستون کارت‌ها نباید خالی باشد.</translation>
    </message>
    <message>
        <source>{card}: put the card you saw into another village or exchange it into yours.</source>
        <translation>{card}: کارتی را که دیدید در دهکدهٔ دیگری بگذارید یا با کارتی از دهکدهٔ خودتان تعویض کنید.</translation>
    </message>
    <message>
        <source>{card}: exchange the card you saw into your village.</source>
        <translation>{card}: کارتی را که دیدید با کارتی از دهکده‌تان تعویض کنید.</translation>
    </message>
    <message>
        <source>Exchange the card you drew into your village, discard it, or use its ability.</source>
        <translation>کارتی را که کشیدید با کارتی از دهکده‌تان تعویض کنید، آن را بسوزانید یا از قابلیتش استفاده کنید.</translation>
    </message>
    <message>
        <source>Discard the card you drew, or use its ability.</source>
        <translation>کارتی را که کشیدید بسوزانید، یا از قابلیتش استفاده کنید.</translation>
    </message>
    <message>
        <source>Exchange the card you drew into your village, or discard it.</source>
        <translation>کارتی را که کشیدید با کارتی از دهکده‌تان تعویض کنید، یا آن را بسوزانید.</translation>
    </message>
    <message>
        <source>Discard the card you drew.</source>
        <translation>کارتی را که کشیدید بسوزانید.</translation>
    </message>
    <message>
        <source>Exchange the card you took from the discard pile into your village.</source>
        <translation>کارتی را که از ستون کارت‌های سوخته برداشتید با کارتی از دهکده‌تان تعویض کنید.</translation>
    </message>
    <message>
        <source>Exchange the top discard you took into your village.</source>
        <translation>کارت سوخته‌ای را که برداشتید با کارتی از دهکده‌تان تعویض کنید.</translation>
    </message>
    <message>
        <source>The {card}&apos;s ability has nothing to act on now.</source>
        <translation>قابلیت {card} فعلاً چیزی برای اثر گذاشتن ندارد.</translation>
    </message>
    <message>
        <source>Copying the {card} would do nothing: no other faceup card is left for it to copy.</source>
        <translation>تقلید از {card} اثری ندارد: کارت رو دیگری نمانده که آن تقلیدش کند.</translation>
    </message>
    <message>
        <source>Copying a {card} does nothing: a copy cannot move the card from its village.</source>
        <translation>تقلید از {card} اثری ندارد: تقلید نمی‌تواند کارت را از دهکده‌اش جابه‌جا کند.</translation>
    </message>
    <message>
        <source>{card}: choose a facedown card of your village to turn faceup.</source>
        <translation>{card}: یک کارت به پشت از دهکده‌تان را برای رو کردن انتخاب کنید.</translation>
    </message>
    <message>
        <source>{card}: choose a facedown card in any village to turn faceup.</source>
        <translation>{card}: یک کارت به پشت در هر دهکده‌ای را برای رو کردن انتخاب کنید.</translation>
    </message>
    <message>
        <source>{card}: look at one more facedown card of yours, or stop.</source>
        <translation>{card}: به یک کارت به پشت دیگر از کارت‌هایتان نگاه کنید، یا دست نگه دارید.</translation>
    </message>
    <message>
        <source>{card}: choose up to two facedown cards of yours to look at.</source>
        <translation>{card}: حداکثر دو کارت به پشت از کارت‌هایتان را برای نگاه کردن انتخاب کنید.</translation>
    </message>
    <message>
        <source>{card}: choose a facedown card in another player&apos;s village to look at.</source>
        <translation>{card}: یک کارت به پشت در دهکدهٔ بازیکنی دیگر را برای نگاه کردن انتخاب کنید.</translation>
    </message>
    <message>
        <source>{card}: choose a facedown card in any village to look at.</source>
        <translation>{card}: یک کارت به پشت در هر دهکده‌ای را برای نگاه کردن انتخاب کنید.</translation>
    </message>
    <message>
        <source>{card}: look at another facedown card, or stop.</source>
        <translation>{card}: به یک کارت به پشت دیگر نگاه کنید، یا دست نگه دارید.</translation>
    </message>
    <message>
        <source>{card}: choose up to three facedown cards in any villages to look at.</source>
        <translation>{card}: حداکثر سه کارت به پشت در هر دهکده‌ای را برای نگاه کردن انتخاب کنید.</translation>
    </message>
    <message>
        <source>{card}: choose a discard to exchange into your village, or take nothing.</source>
        <translation>{card}: یک کارت سوخته را برای تعویض با کارتی از دهکده‌تان انتخاب کنید، یا چیزی برندارید.</translation>
    </message>
    <message>
        <source>{card}: choose a card of another player&apos;s village and one of yours to swap.</source>
        <translation>{card}: کارتی از دهکدهٔ بازیکنی دیگر و یکی از کارت‌های خودتان را برای جابه‌جایی انتخاب کنید.</translation>
    </message>
    <message>
        <source>{card}: look at the card you took?</source>
        <translation>{card}: به کارتی که برداشتید نگاه می‌کنید؟</translation>
    </message>
    <message>
        <source>{card}: turn over a village card, the top card of the deck, or the discard below.</source>
        <translation>{card}: یک کارت دهکده، کارت رویی ستون کارت‌ها یا کارت سوختهٔ زیر آن را برگردانید.</translation>
    </message>
    <message>
        <source>{card}: choose a village whose facedown cards to shuffle.</source>
        <translation>{card}: دهکده‌ای را انتخاب کنید تا کارت‌های به پشت آن بُر زده شوند.</translation>
    </message>
    <message>
        <source>{card}: choose a faceup card in any village to copy its ability.</source>
        <translation>{card}: یک کارت رو در هر دهکده‌ای را انتخاب کنید تا قابلیتش را تقلید کنید.</translation>
    </message>
    <message>
        <source>{card}: choose a card in another village to swap it with.</source>
        <translation>{card}: کارتی در دهکدهٔ دیگری را برای جابه‌جایی با آن انتخاب کنید.</translation>
    </message>
    <message>
        <source>{card}: choose the first of two cards to swap.</source>
        <translation>{card}: اولین کارت از دو کارتی را که جابه‌جا می‌شوند انتخاب کنید.</translation>
    </message>
    <message>
        <source>{card}: choose an end of any village to put it at.</source>
        <translation>{card}: یک سر از هر دهکده‌ای را انتخاب کنید تا آن را آنجا بگذارید.</translation>
    </message>
    <message>
        <source>{card}: choose a faceup card in any village to turn facedown.</source>
        <translation>{card}: یک کارت رو در هر دهکده‌ای را برای به پشت برگرداندن انتخاب کنید.</translation>
    </message>
    <message>
        <source>{card}: put it at the left or right end of your village.</source>
        <translation>{card}: آن را در سر چپ یا راست دهکده‌تان بگذارید.</translation>
    </message>
    <message>
        <source>{card}: choose another card in any village to turn over.</source>
        <translation>{card}: کارت دیگری در هر دهکده‌ای را برای برگرداندن انتخاب کنید.</translation>
    </message>
    <message>
        <source>{card}: choose a village to look at all its facedown cards.</source>
        <translation>{card}: دهکده‌ای را انتخاب کنید تا به همهٔ کارت‌های به پشت آن نگاه کنید.</translation>
    </message>
    <message>
        <source>{card}: choose a faceup card in any village to put under the discard pile.</source>
        <translation>{card}: یک کارت رو در هر دهکده‌ای را برای گذاشتن زیر ستون کارت‌های سوخته انتخاب کنید.</translation>
    </message>
    <message>
        <source>{card}: take one of the three discards below it, or use one&apos;s ability.</source>
        <translation>{card}: یکی از سه کارت سوختهٔ زیر آن را بردارید، یا از قابلیت یکی از آن‌ها استفاده کنید.</translation>
    </message>
    <message>
        <source>{card}: choose a card in any village to replace with the discard below it.</source>
        <translation>{card}: کارتی در هر دهکده‌ای را انتخاب کنید تا کارت سوختهٔ زیر آن جایش را بگیرد.</translation>
    </message>
    <message>
        <source>{card}: choose the card of your village that moves.</source>
        <translation>{card}: کارتی از دهکده‌تان را که جابه‌جا می‌شود انتخاب کنید.</translation>
    </message>
    <message>
        <source>{card}: choose the card of {name}&apos;s village that moves.</source>
        <translation>{card}: کارتی از دهکدهٔ {name} را که جابه‌جا می‌شود انتخاب کنید.</translation>
    </message>
    <message>
        <source>Choose an action.</source>
        <translation>یک حرکت را انتخاب کنید.</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <comment>button</comment>
        <translation>کشیدن کارت</translation>
    </message>
    <message>
        <source>Take the top discard</source>
        <comment>button</comment>
        <translation>برداشتن کارت سوخته</translation>
    </message>
    <message>
        <source>Call for a vote</source>
        <comment>button</comment>
        <translation>درخواست رای‌گیری</translation>
    </message>
    <message>
        <source>Draw another card</source>
        <comment>button</comment>
        <translation>کشیدن کارت دیگر</translation>
    </message>
    <message>
        <source>Stop drawing</source>
        <comment>button</comment>
        <translation>توقف کشیدن</translation>
    </message>
    <message>
        <source>Discard</source>
        <comment>button</comment>
        <translation>سوزاندن</translation>
    </message>
    <message>
        <source>Use its ability</source>
        <comment>button</comment>
        <translation>استفاده از قابلیت</translation>
    </message>
    <message>
        <source>Exchange for a set</source>
        <comment>button</comment>
        <translation>تعویض گروهی</translation>
    </message>
    <message>
        <source>Use the {card}</source>
        <comment>button</comment>
        <translation>استفاده از {card}</translation>
    </message>
    <message>
        <source>Reveal the claimed cards</source>
        <comment>button</comment>
        <translation>نمایان کردن کارت‌های ادعاشده</translation>
    </message>
    <message>
        <source>Reveal the set</source>
        <comment>button</comment>
        <translation>نمایان کردن گروه</translation>
    </message>
    <message>
        <source>Use the +1s</source>
        <comment>button</comment>
        <translation>استفاده از +۱ها</translation>
    </message>
    <message>
        <source>Let the set fail</source>
        <comment>button</comment>
        <translation>جور نشدن گروه</translation>
    </message>
    <message>
        <source>Add to your village</source>
        <comment>button</comment>
        <translation>افزودن به دهکده</translation>
    </message>
    <message>
        <source>Left end</source>
        <comment>button</comment>
        <translation>سر چپ</translation>
    </message>
    <message>
        <source>Clockwise, to {name}</source>
        <comment>button</comment>
        <translation>ساعتگرد، به سوی {name}</translation>
    </message>
    <message>
        <source>Counter-clockwise, to {name}</source>
        <comment>button</comment>
        <translation>پادساعتگرد، به سوی {name}</translation>
    </message>
    <message>
        <source>Take {card} from the draw area</source>
        <translation>{card} را از ردیف پهلوان‌پنبه بردارید</translation>
    </message>
    <message>
        <source>Draw the top card of the deck. Then exchange it for a card of your village, discard it, or discard it to use its ability.</source>
        <comment>a button&apos;s tooltip</comment>
        <translation>کارت رویی ستون کارت‌ها را بکشید. سپس آن را با کارتی از دهکده‌تان تعویض کنید، بسوزانید، یا بسوزانید و از قابلیتش استفاده کنید.</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile: it goes into your village in place of one of your cards (or of a matching set).</source>
        <comment>a button&apos;s tooltip</comment>
        <translation>کارت رویی ستون کارت‌های سوخته را بردارید: این کارت به جای یکی از کارت‌هایتان (یا یک گروه جور) به دهکده‌تان می‌رود.</translation>
    </message>
    <message>
        <source>Say your village is the lowest: everyone else plays one more turn, then the round is scored. If another village is lower, you score your village&apos;s value plus 10.</source>
        <comment>a button&apos;s tooltip</comment>
        <translation>اعلام کنید که دهکده‌تان کمترین ارزش را دارد: بقیه هر کدام یک نوبت دیگر بازی می‌کنند و سپس امتیاز دور شمرده می‌شود. اگر دهکده‌ی دیگری کمتر باشد، ارزش دهکده‌تان به اضافه‌ی ۱۰ امتیاز می‌گیرید.</translation>
    </message>
    <message>
        <source>Exchange the card in your hand for two or more cards of your village that have the same number. They are shown to everyone; if they do not match, they go back face down and the card in your hand joins your village too.</source>
        <comment>a button&apos;s tooltip</comment>
        <translation>کارت دستتان را با دو یا چند کارت هم‌عدد از دهکده‌تان تعویض کنید. آن کارت‌ها به همه نشان داده می‌شوند؛ اگر جور نباشند، دوباره به پشت برمی‌گردند و کارت دستتان هم به دهکده‌تان اضافه می‌شود.</translation>
    </message>
    <message>
        <source>Put the card in your hand onto the discard pile without using its ability.</source>
        <comment>a button&apos;s tooltip</comment>
        <translation>کارت دستتان را بدون استفاده از قابلیتش روی ستون کارت‌های سوخته بگذارید.</translation>
    </message>
    <message>
        <source>{card}: click the facedown card of yours to look at.</source>
        <translation>{card}: روی کارت به‌پشتی از دهکدهٔ خودتان که می‌خواهید نگاهش کنید کلیک کنید.</translation>
    </message>
    <message>
        <source>{card}: click the card of yours to turn over.</source>
        <translation>{card}: روی کارتی از دهکدهٔ خودتان که می‌خواهید برگردانید کلیک کنید.</translation>
    </message>
    <message>
        <source>{card}: click the card of yours to rotate, straighten or discard.</source>
        <translation>{card}: روی کارتی از دهکدهٔ خودتان که می‌خواهید بچرخانید، به حالت قبل برگردانید یا بسوزانید کلیک کنید.</translation>
    </message>
    <message>
        <source>{card}: click the discard whose ability to use.</source>
        <translation>{card}: روی کارت سوخته‌ای که می‌خواهید از قابلیتش استفاده کنید کلیک کنید.</translation>
    </message>
    <message>
        <source>{card}: click the card of yours to guard.</source>
        <translation>{card}: روی کارتی از دهکدهٔ خودتان که می‌خواهید از آن نگهبانی کنید کلیک کنید.</translation>
    </message>
    <message>
        <source>{card}: click the card to turn over.</source>
        <translation>{card}: روی کارتی که می‌خواهید برگردانید کلیک کنید.</translation>
    </message>
    <message>
        <source>{card}: click the village to give the card to.</source>
        <translation>{card}: روی دهکده‌ای که می‌خواهید کارت را به آن بدهید کلیک کنید.</translation>
    </message>
    <message>
        <source>Click the card of yours to put the bullet on.</source>
        <translation>روی کارتی از دهکدهٔ خودتان که می‌خواهید گلوله را رویش بگذارید کلیک کنید.</translation>
    </message>
    <message>
        <source>Click the card of yours to put the amulet on.</source>
        <translation>روی کارتی از دهکدهٔ خودتان که می‌خواهید طلسم را رویش بگذارید کلیک کنید.</translation>
    </message>
    <message>
        <source>Click the card to turn over with the coin.</source>
        <translation>روی کارتی که می‌خواهید با سکه برگردانید کلیک کنید.</translation>
    </message>
    <message>
        <source>Right end</source>
        <comment>button</comment>
        <translation>سر راست</translation>
    </message>
    <message>
        <source>Onto the discard pile</source>
        <comment>button</comment>
        <translation>روی ستون کارت‌های سوخته</translation>
    </message>
    <message>
        <source>Bottom of the deck</source>
        <comment>button</comment>
        <translation>زیر ستون کارت‌ها</translation>
    </message>
    <message>
        <source>End turn</source>
        <comment>button</comment>
        <translation>پایان نوبت</translation>
    </message>
    <message>
        <source>Take an extra turn</source>
        <comment>button</comment>
        <translation>گرفتن نوبت اضافه</translation>
    </message>
    <message>
        <source>Done</source>
        <comment>button</comment>
        <translation>تمام</translation>
    </message>
    <message>
        <source>Look at it</source>
        <comment>button</comment>
        <translation>نگاه کردن</translation>
    </message>
    <message>
        <source>Take nothing</source>
        <comment>button</comment>
        <translation>بدون برداشتن</translation>
    </message>
    <message>
        <source>No extra turn</source>
        <comment>button</comment>
        <translation>بدون نوبت اضافه</translation>
    </message>
    <message>
        <source>Don&apos;t use it</source>
        <comment>button</comment>
        <translation>بدون استفاده</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>button</comment>
        <translation>صرف‌نظر</translation>
    </message>
    <message>
        <source>Give nothing</source>
        <comment>button</comment>
        <translation>بدون دادن کارت</translation>
    </message>
    <message>
        <source>Remove nothing</source>
        <comment>button</comment>
        <translation>بدون حذف</translation>
    </message>
    <message>
        <source>Don&apos;t look</source>
        <comment>button</comment>
        <translation>بدون نگاه کردن</translation>
    </message>
    <message>
        <source>Skip</source>
        <comment>button</comment>
        <translation>رد شدن</translation>
    </message>
    <message>
        <source>Your village</source>
        <comment>button</comment>
        <translation>دهکدهٔ شما</translation>
    </message>
    <message>
        <source>{name}&apos;s village</source>
        <comment>button</comment>
        <translation>دهکدهٔ {name}</translation>
    </message>
    <message>
        <source>Look at the {first} and {second} cards of your village</source>
        <translation>به کارت‌های {first} و {second} دهکده‌تان نگاه کنید</translation>
    </message>
    <message>
        <source>Put the kept card in place of {card}</source>
        <translation>کارت نگه‌داشته را به جای {card} بگذارید</translation>
    </message>
    <message>
        <source>Draw the top card of the deck</source>
        <translation>کارت رویی ستون کارت‌ها را بکشید</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile</source>
        <translation>کارت رویی ستون کارت‌های سوخته را بردارید</translation>
    </message>
    <message>
        <source>Call for a vote: your turn ends and the others play once more</source>
        <translation>رای‌گیری بخواهید: نوبتتان تمام می‌شود و بقیه یک بار دیگر بازی می‌کنند</translation>
    </message>
    <message>
        <source>Take the {ordinal} card of the draw area</source>
        <translation>کارت {ordinal} ردیف پهلوان‌پنبه را بردارید</translation>
    </message>
    <message>
        <source>{card}: use the ability of {discard}</source>
        <translation>{card}: از قابلیت {discard} استفاده کنید</translation>
    </message>
    <message>
        <source>Draw one more card from the deck</source>
        <translation>یک کارت دیگر از ستون کارت‌ها بکشید</translation>
    </message>
    <message>
        <source>Stop drawing and choose the card to keep</source>
        <translation>دیگر نکشید و کارتی را که نگه می‌دارید انتخاب کنید</translation>
    </message>
    <message>
        <source>Keep the {ordinal} card you drew</source>
        <translation>از کارت‌هایی که کشیدید، کارت {ordinal} را نگه دارید</translation>
    </message>
    <message>
        <source>Put the card on the discard pile</source>
        <translation>کارت را روی ستون کارت‌های سوخته بگذارید</translation>
    </message>
    <message>
        <source>Discard the card and use its ability</source>
        <translation>کارت را بسوزانید و از قابلیتش استفاده کنید</translation>
    </message>
    <message>
        <source>Exchange it for {card}</source>
        <translation>آن را با {card} تعویض کنید</translation>
    </message>
    <message>
        <source>Exchange it for a set of matching cards of your village</source>
        <translation>آن را با گروهی از کارت‌های جور دهکده‌تان تعویض کنید</translation>
    </message>
    <message>
        <source>{card}: claim cards of your village worth 6 or more</source>
        <translation>{card}: کارت‌هایی از دهکده‌تان را که ارزششان ۶ یا بیشتر است ادعا کنید</translation>
    </message>
    <message>
        <source>Claim {card}</source>
        <translation>{card} را به ادعا اضافه کنید</translation>
    </message>
    <message>
        <source>Add {card} to the set</source>
        <translation>{card} را به گروه اضافه کنید</translation>
    </message>
    <message>
        <source>Reveal the claimed cards</source>
        <translation>کارت‌های ادعاشده را نمایان کنید</translation>
    </message>
    <message>
        <source>Reveal the set</source>
        <translation>گروه را نمایان کنید</translation>
    </message>
    <message>
        <source>Put your new card in as the {ordinal} card</source>
        <translation>کارت جدیدتان را به‌عنوان کارت {ordinal} بگذارید</translation>
    </message>
    <message>
        <source>Add it at the left end of your village</source>
        <translation>آن را به سر چپ دهکده‌تان اضافه کنید</translation>
    </message>
    <message>
        <source>Add it at the right end of your village</source>
        <translation>آن را به سر راست دهکده‌تان اضافه کنید</translation>
    </message>
    <message>
        <source>Choose two or more cards of your village with the same number; the card in your hand takes the place of one of them.</source>
        <translation>دو یا چند کارت هم‌عدد از دهکده‌تان انتخاب کنید؛ کارت دستتان جای یکی از آن‌ها را می‌گیرد.</translation>
    </message>
    <message>
        <source>{card}: you choose a card of every village, and they all move on to the next village at once. Which way do they go?</source>
        <translation>{card}: از هر دهکده یک کارت انتخاب می‌کنید و همه با هم به دهکده‌ی بعدی می‌روند. به کدام سمت بروند؟</translation>
    </message>
    <message>
        <source>Use the Lycans&apos; +1s: the set matches</source>
        <translation>استفاده از +۱های نیمه‌گرگ‌ها: گروه جور می‌شود</translation>
    </message>
    <message>
        <source>Do not use the +1s: the set fails</source>
        <translation>بدون +۱ها: گروه جور نمی‌شود</translation>
    </message>
    <message>
        <source>Put the {card} on the pile next</source>
        <translation>کارت {card} را بعد روی ستون بگذارید</translation>
    </message>
    <message>
        <source>Put the card on the bottom of the deck</source>
        <translation>کارت را زیر ستون کارت‌ها بگذارید</translation>
    </message>
    <message>
        <source>Use the ability of the card you discarded</source>
        <translation>از قابلیت کارتی که سوزاندید استفاده کنید</translation>
    </message>
    <message>
        <source>{card}: look at {target}</source>
        <translation>{card}: به {target} نگاه کنید</translation>
    </message>
    <message>
        <source>{card}: guard {target}</source>
        <translation>{card}: از {target} نگهبانی کنید</translation>
    </message>
    <message>
        <source>{card}: stop guarding</source>
        <translation>{card}: نگهبانی را متوقف کنید</translation>
    </message>
    <message>
        <source>{card}: stop guarding {target}</source>
        <translation>{card}: دیگر از {target} نگهبانی نکنید</translation>
    </message>
    <message>
        <source>{card}: turn {target} back straight</source>
        <translation>{card}: {target} را به حالت قبل برگردانید</translation>
    </message>
    <message>
        <source>{card}: rotate {target}</source>
        <translation>{card}: {target} را ۹۰ درجه بچرخانید</translation>
    </message>
    <message>
        <source>{card}: discard {target}, which is rotated</source>
        <translation>{card}: {target} را که چرخیده است بسوزانید</translation>
    </message>
    <message>
        <source>{card}: turn it facedown, then turn {target} facedown</source>
        <translation>{card}: آن را به پشت برگردانید، سپس {target} را به پشت برگردانید</translation>
    </message>
    <message>
        <source>{card}: turn it facedown, then turn {target} faceup</source>
        <translation>{card}: آن را به پشت برگردانید، سپس {target} را رو کنید</translation>
    </message>
    <message>
        <source>Put the bullet on {target}</source>
        <translation>گلوله را روی {target} بگذارید</translation>
    </message>
    <message>
        <source>Put the amulet on {target}</source>
        <translation>طلسم را روی {target} بگذارید</translation>
    </message>
    <message>
        <source>Coin</source>
        <comment>the Silver Coin token</comment>
        <translation>سکه</translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation>نوبتتان را تمام کنید</translation>
    </message>
    <message>
        <source>{card}: turn it facedown and take an extra turn</source>
        <translation>{card}: آن را به پشت برگردانید و یک نوبت اضافه بازی کنید</translation>
    </message>
    <message>
        <source>Turn over the top card of the deck</source>
        <translation>کارت رویی ستون کارت‌ها را برگردانید</translation>
    </message>
    <message>
        <source>Turn over {discard}</source>
        <translation>{discard} را برگردانید</translation>
    </message>
    <message>
        <source>Look at {card}</source>
        <translation>به {card} نگاه کنید</translation>
    </message>
    <message>
        <source>Look at the facedown cards of {village}</source>
        <translation>به کارت‌های به پشت {village} نگاه کنید</translation>
    </message>
    <message>
        <source>Stop looking</source>
        <translation>دیگر نگاه نکنید</translation>
    </message>
    <message>
        <source>Take {discard} into your village</source>
        <translation>{discard} را به دهکده‌تان بیاورید</translation>
    </message>
    <message>
        <source>Use the ability of {discard}</source>
        <translation>از قابلیت {discard} استفاده کنید</translation>
    </message>
    <message>
        <source>Take nothing from the discard pile</source>
        <translation>چیزی از ستون کارت‌های سوخته برندارید</translation>
    </message>
    <message>
        <source>Keep the {card} faceup and end your turn</source>
        <translation>{card} را رو نگه دارید و نوبتتان را تمام کنید</translation>
    </message>
    <message>
        <source>Leave the card&apos;s ability unused</source>
        <translation>از قابلیت کارت استفاده نکنید</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>صرف‌نظر کنید</translation>
    </message>
    <message>
        <source>Put it in place of {card}</source>
        <translation>آن را به جای {card} بگذارید</translation>
    </message>
    <message>
        <source>Swap {theirs} with {mine}</source>
        <translation>{theirs} را با {mine} جابه‌جا کنید</translation>
    </message>
    <message>
        <source>Replace {card} with the discard</source>
        <translation>کارت سوخته را به جای {card} بگذارید</translation>
    </message>
    <message>
        <source>Put {card} under the discard pile</source>
        <translation>{card} را زیر ستون کارت‌های سوخته بگذارید</translation>
    </message>
    <message>
        <source>Remove {card} from scoring</source>
        <translation>{card} را از امتیازشماری حذف کنید</translation>
    </message>
    <message>
        <source>Shuffle the facedown cards of {village}</source>
        <translation>کارت‌های به پشت {village} را بُر بزنید</translation>
    </message>
    <message>
        <source>Use the ability of {card}</source>
        <translation>از قابلیت {card} استفاده کنید</translation>
    </message>
    <message>
        <source>Put it at the right end of {village}</source>
        <translation>آن را در سر راست {village} بگذارید</translation>
    </message>
    <message>
        <source>Put it at the left end of {village}</source>
        <translation>آن را در سر چپ {village} بگذارید</translation>
    </message>
    <message>
        <source>The chosen cards move clockwise</source>
        <translation>کارت‌های انتخاب‌شده در جهت عقربه‌های ساعت جابه‌جا می‌شوند</translation>
    </message>
    <message>
        <source>The chosen cards move counter-clockwise</source>
        <translation>کارت‌های انتخاب‌شده در خلاف جهت عقربه‌های ساعت جابه‌جا می‌شوند</translation>
    </message>
    <message>
        <source>Move {card}</source>
        <translation>{card} را حرکت دهید</translation>
    </message>
    <message>
        <source>Swap {card}</source>
        <translation>{card} را جابه‌جا کنید</translation>
    </message>
    <message>
        <source>Give no card away</source>
        <translation>هیچ کارتی ندهید</translation>
    </message>
    <message>
        <source>Remove no card</source>
        <translation>هیچ کارتی را حذف نکنید</translation>
    </message>
    <message>
        <source>Do not look at the card</source>
        <translation>به کارت نگاه نکنید</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>رد شوید</translation>
    </message>
    <message>
        <source>Give {card} to {name}</source>
        <translation>{card} را به {name} بدهید</translation>
    </message>
    <message>
        <source>Keep {card} for the next round</source>
        <translation>{card} را برای دور بعد نگه دارید</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <source>Hint</source>
        <translation>راهنمایی</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>نشان دادن راه‌حل</translation>
    </message>
    <message>
        <source>Play the next step</source>
        <translation>اجرای گام بعدی</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>دوباره امتحان کنید</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>معمای بعدی</translation>
    </message>
    <message>
        <source>All puzzles</source>
        <translation>همهٔ معماها</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>معما</translation>
    </message>
    <message>
        <source>Puzzle: {title}</source>
        <translation>معما: {title}</translation>
    </message>
    <message>
        <source>{solved} of {total} solved</source>
        <translation>{solved} از {total} حل شده</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>معماها</translation>
    </message>
    <message>
        <source>Each puzzle is a short position that shows what one card or token can do. Reach its goal on the table; a hint and the solution are there if you need them.</source>
        <translation>هر معما وضعیتی کوتاه از بازی است که نشان می‌دهد یک کارت یا ژتون چه کاری از دستش برمی‌آید. روی میز به هدف آن برسید؛ اگر لازم شد، راهنمایی و راه‌حل هم در دسترس است.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>کارت</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>حل شده</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;شروع</translation>
    </message>
    <message>
        <source>{group} ({count})</source>
        <translation>{group} ({count})</translation>
    </message>
    <message>
        <source>Your game is kept: Game ▸ Continue brings it back.</source>
        <translation>بازی شما نگه داشته شد: با «بازی ▸ ادامهٔ بازی قبلی» به آن برمی‌گردید.</translation>
    </message>
    <message>
        <source>The solved puzzle could not be remembered: {error}</source>
        <translation>حل شدن این معما ذخیره نشد: {error}</translation>
    </message>
    <message>
        <source>Goal reached: puzzle solved! ({count})</source>
        <translation>به هدف رسیدید: معما حل شد! ({count})</translation>
    </message>
    <message>
        <source>That was the solution, and the goal is reached. Press Try again to solve it yourself.</source>
        <translation>این همان راه‌حل بود و هدف به دست آمد. برای این‌که خودتان حلش کنید، «دوباره امتحان کنید» را بزنید.</translation>
    </message>
    <message>
        <source>Goal not reached: your turn ended before it was met. Press Try again.</source>
        <translation>به هدف نرسیدید: نوبت شما پیش از رسیدن به آن تمام شد. «دوباره امتحان کنید» را بزنید.</translation>
    </message>
    <message>
        <source>Goal not reached: the round was scored before it was met. Press Try again.</source>
        <translation>به هدف نرسیدید: دور پیش از رسیدن به آن امتیازشماری شد. «دوباره امتحان کنید» را بزنید.</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>سیلور</translation>
    </message>
    <message>
        <source>Silver Bullet</source>
        <translation>سیلور گلوله</translation>
    </message>
    <message>
        <source>Silver Coin</source>
        <translation>سیلور سکه</translation>
    </message>
    <message>
        <source>Promo cards</source>
        <translation>کارت‌های پرومو</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>ژتون‌ها</translation>
    </message>
    <message>
        <source>Amulet token</source>
        <translation>ژتون طلسم محافظ نقره‌ای</translation>
    </message>
    <message>
        <source>Bullet token</source>
        <translation>ژتون گلوله نقره‌ای</translation>
    </message>
    <message>
        <source>Coin token</source>
        <translation>ژتون سکه نقره‌ای</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Replay</source>
        <translation>بازپخش</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>آغاز</translation>
    </message>
    <message>
        <source>Previous round</source>
        <translation>دور قبل</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>قبلی</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>بعدی</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>دور بعد</translation>
    </message>
    <message>
        <source>End</source>
        <translation>پایان</translation>
    </message>
    <message>
        <source>Review my game</source>
        <translation>بازبینی بازی من</translation>
    </message>
    <message>
        <source>Action {step} of {total} · round {round}</source>
        <translation>حرکت {step} از {total} · دور {round}</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>The game is over.</source>
        <translation>بازی تمام شده است.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>شما برنده شدید!</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} برنده شد!</translation>
    </message>
    <message>
        <source>Tied with {names}: you hold the token and win the tie.</source>
        <translation>مساوی با {names}: ژتون در دست شماست و با قاعدهٔ تساوی برنده می‌شوید.</translation>
    </message>
    <message>
        <source>Tied with {names}: {name} holds the token and wins the tie.</source>
        <translation>مساوی با {names}: ژتون در دست {name} است و با قاعدهٔ تساوی برنده می‌شود.</translation>
    </message>
    <message>
        <source>Tied with {names}: you sit first clockwise after the token&apos;s holder and win the tie.</source>
        <translation>مساوی با {names}: شما در جهت عقربه‌های ساعت نخستین بازیکن پس از دارندهٔ ژتون هستید و با قاعدهٔ تساوی برنده می‌شوید.</translation>
    </message>
    <message>
        <source>Tied with {names}: {name} sits first clockwise after the token&apos;s holder and wins the tie.</source>
        <translation>مساوی با {names}: {name} در جهت عقربه‌های ساعت نخستین بازیکن پس از دارندهٔ ژتون است و با قاعدهٔ تساوی برنده می‌شود.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the players in a list</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>You called: lowest village, 0</source>
        <translation>شما رای‌گیری خواستید: کمترین دهکده، ۰</translation>
    </message>
    <message>
        <source>You called: not the lowest, +10</source>
        <translation>شما رای‌گیری خواستید: کمترین نبود، +۱۰</translation>
    </message>
    <message>
        <source>{name} called: lowest village, 0</source>
        <translation>{name} رای‌گیری خواست: کمترین دهکده، ۰</translation>
    </message>
    <message>
        <source>{name} called: not the lowest, +10</source>
        <translation>{name} رای‌گیری خواست: کمترین نبود، +۱۰</translation>
    </message>
    <message>
        <source>Both Villagers faceup</source>
        <translation>هر دو دهاتی رو بودند</translation>
    </message>
    <message>
        <source>The deck ran out</source>
        <translation>ستون کارت‌ها تمام شد</translation>
    </message>
    <message>
        <source>{card} emptied the deck</source>
        <translation>{card} ستون کارت‌ها را خالی کرد</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between two facts in a table cell</comment>
        <translation>؛ </translation>
    </message>
    <message>
        <source>Results</source>
        <translation>نتایج</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>بازی دوباره</translation>
    </message>
    <message>
        <source>New game...</source>
        <translation>بازی جدید...</translation>
    </message>
    <message>
        <source>Watch replay</source>
        <translation>تماشای بازپخش</translation>
    </message>
    <message>
        <source>Review my game</source>
        <translation>بازبینی بازی من</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>رتبه</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>جمع کل</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>رده‌بندی</translation>
    </message>
    <message>
        <source>Scores by round</source>
        <translation>امتیازهای هر دور</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>چگونه تمام شد</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>دور {n}</translation>
    </message>
    <message>
        <source>called for a vote</source>
        <translation>رای‌گیری خواست</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>جمع امتیازها دور به دور</translation>
    </message>
    <message>
        <source>{name}: {points}</source>
        <translation>{name}: {points}</translation>
    </message>
    <message>
        <source>Total points</source>
        <translation>جمع امتیاز</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>دور</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message numerus="yes">
        <source>The lowest total: %n point(s).</source>
        <translation>
            <numerusform>کمترین جمع امتیاز: %Ln امتیاز.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Looking at your decisions as you saw them...</source>
        <translation>تصمیم‌هایتان را همان‌طور که آن لحظه می‌دیدید بررسی می‌کنیم...</translation>
    </message>
    <message>
        <source>The review could not be finished.</source>
        <translation>بازبینی به پایان نرسید.</translation>
    </message>
    <message>
        <source>Stopped early: no clearly better choice so far.</source>
        <translation>زودتر متوقف شد: تا این‌جا هیچ گزینهٔ آشکارا بهتری پیدا نشد.</translation>
    </message>
    <message>
        <source>Stopped early. Moments found so far: {n}</source>
        <translation>زودتر متوقف شد. لحظه‌هایی که تا این‌جا پیدا شد: {n}</translation>
    </message>
    <message>
        <source>Review of your game</source>
        <translation>بازبینی بازی شما</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>Lifted, with an orange ring: what you did. Green ring: the better choice. The table shows only what you knew at that moment.</source>
        <translation>کارتِ بلندشده با حلقهٔ نارنجی: کاری که کردید. حلقهٔ سبز: گزینهٔ بهتر. میز فقط چیزهایی را نشان می‌دهد که آن لحظه می‌دانستید.</translation>
    </message>
    <message>
        <source>Marked moments</source>
        <translation>لحظه‌های علامت‌خورده</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>پیشرفت بازبینی</translation>
    </message>
    <message>
        <source>You knew your {card} counts {value}, more than the {held} ({worth}) you held: exchanging it would have lowered your village.</source>
        <translation>می‌دانستید {card} شما {value} امتیاز دارد، بیشتر از {held} ({worth}) که در دست داشتید: تعویضش امتیاز دهکده‌تان را پایین می‌آورد.</translation>
    </message>
    <message>
        <source>Your {card} counts {value}, more than your {other} ({other_value}), which you replaced.</source>
        <translation>{card} شما {value} امتیاز دارد، بیشتر از {other} ({other_value}) که آن را عوض کردید.</translation>
    </message>
    <message>
        <source>You knew your {card} counts {value}; the face-down card you replaced was worth only about {mean} on average (the average of the cards you had not seen).</source>
        <translation>می‌دانستید {card} شما {value} امتیاز دارد؛ کارت به پشتی که عوضش کردید به‌طور میانگین فقط حدود {mean} می‌ارزید (میانگین کارت‌هایی که ندیده بودید).</translation>
    </message>
    <message>
        <source>The cards you had not seen average about {mean}, more than the {held} ({worth}): a face-down card of yours was likely higher.</source>
        <translation>میانگین کارت‌هایی که ندیده بودید حدود {mean} است، بیشتر از {held} ({worth}): احتمالاً یکی از کارت‌های به پشت شما بالاتر بود.</translation>
    </message>
    <message>
        <source>Your {card} ({value}) was lower than the {held} ({worth}) you put in its place.</source>
        <translation>{card} شما ({value}) پایین‌تر از {held} ({worth}) بود که جایش گذاشتید.</translation>
    </message>
    <message>
        <source>The {held} counts {worth}, more than the cards you had not seen average (about {mean}): the face-down card you replaced was likely lower.</source>
        <translation>{held} {worth} امتیاز دارد، بیشتر از میانگین کارت‌هایی که ندیده بودید (حدود {mean}): کارت به پشتی که عوضش کردید احتمالاً پایین‌تر بود.</translation>
    </message>
    <message>
        <source>Using the {held}&apos;s ability was worth more here than what you did.</source>
        <translation>این‌جا استفاده از توانایی {held} بیش از کاری که کردید می‌ارزید.</translation>
    </message>
    <message>
        <source>Using the {held}&apos;s ability cost you more here than it gained.</source>
        <translation>این‌جا استفاده از توانایی {held} بیش از سودش برایتان هزینه داشت.</translation>
    </message>
    <message>
        <source>A set of equal cards would have taken more points out of your village.</source>
        <translation>یک گروه از کارت‌های هم‌عدد امتیاز بیشتری از دهکده‌تان کم می‌کرد.</translation>
    </message>
    <message>
        <source>From what you knew, your village already looked low enough: calling was expected to pay.</source>
        <translation>با آن‌چه می‌دانستید، دهکده‌تان همان موقع به‌قدر کافی پایین به نظر می‌رسید: انتظار می‌رفت رای‌گیری خواستن به سودتان باشد.</translation>
    </message>
    <message>
        <source>With the cards you had not seen, another village often came out lower than yours: the call was likely to fail and cost you 10.</source>
        <translation>با کارت‌هایی که ندیده بودید، دهکدهٔ دیگری اغلب از دهکدهٔ شما پایین‌تر می‌شد: رای‌گیری احتمالاً شکست می‌خورد و ۱۰ امتیاز برایتان هزینه داشت.</translation>
    </message>
    <message>
        <source>The {card} ({value}) on top of the discard pile was lower than an unknown draw (about {mean} on average).</source>
        <translation>{card} ({value}) روی ستون کارت‌های سوخته پایین‌تر از کارتی ناشناخته از ستون کارت‌ها بود (به‌طور میانگین حدود {mean}).</translation>
    </message>
    <message>
        <source>The {card} ({value}) in the draw area was lower than an unknown draw (about {mean} on average).</source>
        <translation>{card} ({value}) در محل کارت‌های کشیده‌شده پایین‌تر از کارتی ناشناخته از ستون کارت‌ها بود (به‌طور میانگین حدود {mean}).</translation>
    </message>
    <message>
        <source>Round {round} · turn {turn}</source>
        <translation>دور {round} · نوبت {turn}</translation>
    </message>
    <message>
        <source>You: {what}</source>
        <translation>شما: {what}</translation>
    </message>
    <message>
        <source>Better: {what}</source>
        <translation>بهتر: {what}</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message numerus="yes">
        <source>In %n possible deal(s) of the cards you had not seen, the other choice came out ahead.</source>
        <translation>
            <numerusform>در %Ln چینش ممکن از کارت‌هایی که ندیده بودید، گزینهٔ دیگر جلو افتاد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On average the better choice leaves you about %n point(s) better off against the others.</source>
        <translation>
            <numerusform>گزینهٔ بهتر به‌طور میانگین حدود %Ln امتیاز وضع شما را در برابر دیگران بهتر می‌کند.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of your %n decision(s) had a clearly better choice. Well played!</source>
        <translation>
            <numerusform>برای هیچ‌کدام از %Ln تصمیم شما گزینهٔ آشکارا بهتری نبود. آفرین!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moment(s) where another choice was clearly better:</source>
        <translation>
            <numerusform>%Ln لحظه که گزینهٔ دیگری آشکارا بهتر بود:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>{name} called for a vote and had the lowest village: they score 0.</source>
        <translation>{name} رای‌گیری خواست و دهکده‌اش کمترین ارزش را داشت: ۰ امتیاز می‌گیرد.</translation>
    </message>
    <message>
        <source>{name} called for a vote but did not have the lowest village: 10 points added.</source>
        <translation>{name} رای‌گیری خواست ولی دهکده‌اش کمترین ارزش را نداشت: ۱۰ امتیاز اضافه شد.</translation>
    </message>
    <message>
        <source>Both Villagers lay faceup in villages: the round ended at once.</source>
        <translation>هر دو دهاتی در دهکده‌ها رو بودند: دور بی‌درنگ تمام شد.</translation>
    </message>
    <message>
        <source>The deck ran out: the round ended.</source>
        <translation>ستون کارت‌ها تمام شد: دور به پایان رسید.</translation>
    </message>
    <message>
        <source>The round ended.</source>
        <translation>دور به پایان رسید.</translation>
    </message>
    <message>
        <source>{card} counts as {n}</source>
        <translation>{card} برابر {n} حساب می‌شود</translation>
    </message>
    <message>
        <source>{card}: the village is worth 0</source>
        <translation>{card}: ارزش دهکده ۰ است</translation>
    </message>
    <message>
        <source>the card under the bullet does not count</source>
        <translation>کارت زیر گلوله حساب نمی‌شود</translation>
    </message>
    <message>
        <source>You called for a vote and had the lowest village: you score 0.</source>
        <translation>شما رای‌گیری خواستید و دهکده‌تان کمترین ارزش را داشت: ۰ امتیاز می‌گیرید.</translation>
    </message>
    <message>
        <source>You called for a vote but did not have the lowest village: 10 points added to yours.</source>
        <translation>شما رای‌گیری خواستید ولی دهکده‌تان کمترین ارزش را نداشت: ۱۰ امتیاز به امتیاز شما اضافه شد.</translation>
    </message>
    <message>
        <source>call succeeded: 0</source>
        <translation>رای‌گیری موفق: ۰</translation>
    </message>
    <message>
        <source>call failed: +10</source>
        <translation>رای‌گیری ناموفق: +۱۰</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>دور {n}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>دهکده</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>ارزش</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>توضیحات</translation>
    </message>
    <message>
        <source>Round score</source>
        <translation>امتیاز دور</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>جمع کل</translation>
    </message>
    <message>
        <source>Removed by a Hunter: {cards}</source>
        <translation>حذف‌شده با شکارچی: {cards}</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>دیدن نتیجه</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>دور بعد</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <source>Rules</source>
        <translation>قوانین</translation>
    </message>
    <message>
        <source>Only what this deck needs</source>
        <translation>فقط بخش‌هایی که این دسته لازم دارد</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>فهرست مطالب</translation>
    </message>
    <message>
        <source>Rule text</source>
        <translation>متن قوانین</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <source>Total</source>
        <translation>جمع کل</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>دور {round}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n point(s) in all.</source>
        <translation>
            <numerusform>{name}: در مجموع %Ln امتیاز.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} scored %n point(s) in round {round}.</source>
        <translation>
            <numerusform>{name} در دور {round}، %Ln امتیاز گرفت.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatsModel</name>
    <message>
        <source>Player {number}</source>
        <translation>بازیکن {number}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>نوع بازیکن</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>کارت‌ها</translation>
    </message>
    <message>
        <source>Faceup</source>
        <translation>کارت‌های رو</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>وضعیت</translation>
    </message>
    <message>
        <source>{token} (active)</source>
        <translation>{token} (فعال)</translation>
    </message>
    <message>
        <source>away</source>
        <translation>غایب</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>در نوبت</translation>
    </message>
    <message>
        <source>called</source>
        <translation>رای‌گیری خواسته</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>برنده</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>انسان</translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation>ربات آسان</translation>
    </message>
    <message>
        <source>Medium bot</source>
        <translation>ربات متوسط</translation>
    </message>
    <message>
        <source>Hard bot</source>
        <translation>ربات سخت</translation>
    </message>
    <message>
        <source>Expert bot</source>
        <translation>ربات خبره</translation>
    </message>
    <message>
        <source>Random bot</source>
        <translation>ربات تصادفی</translation>
    </message>
    <message>
        <source>Script</source>
        <comment>a seat whose moves a puzzle or lesson sets</comment>
        <translation>حرکت‌های از پیش تعیین‌شده</translation>
    </message>
    <message>
        <source>{name} is played by the computer ({kind}, {style}): {description}</source>
        <translation>{name} را رایانه بازی می‌کند ({kind}، {style}): {description}</translation>
    </message>
    <message>
        <source>{name}: this is you.</source>
        <translation>{name}: این شمایید.</translation>
    </message>
    <message>
        <source>You play this seat.</source>
        <translation>این جایگاه را خودتان بازی می‌کنید.</translation>
    </message>
    <message numerus="yes">
        <source>You have %n card(s) in your village.</source>
        <translation>
            <numerusform>در دهکده‌تان %Ln کارت دارید.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of your village lie faceup.</source>
        <translation>
            <numerusform>%Ln کارت از دهکده‌تان رو هستند.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your total after %n round(s): {total}.</source>
        <translation>
            <numerusform>جمع امتیاز شما پس از %Ln دور: {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You must decide now.</source>
        <translation>اکنون شما باید تصمیم بگیرید.</translation>
    </message>
    <message>
        <source>You called for a vote this round.</source>
        <translation>شما در این دور رای‌گیری خواستید.</translation>
    </message>
    <message>
        <source>You won the game.</source>
        <translation>شما بازی را بردید.</translation>
    </message>
    <message>
        <source>{name} is played by a person.</source>
        <translation>{name} را یک انسان بازی می‌کند.</translation>
    </message>
    <message>
        <source>{name} is played by the computer ({kind}).</source>
        <translation>{name} را رایانه بازی می‌کند ({kind}).</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n card(s) in their village.</source>
        <translation>
            <numerusform>{name} در دهکده‌اش %Ln کارت دارد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of {name}&apos;s village lie faceup.</source>
        <translation>
            <numerusform>%Ln کارت از دهکدهٔ {name} رو هستند.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s total after %n round(s): {total}.</source>
        <translation>
            <numerusform>جمع امتیاز {name} پس از %Ln دور: {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is away — a bot plays for them when it is their turn.</source>
        <translation>{name} غایب است — در نوبتش یک ربات به جای او بازی می‌کند.</translation>
    </message>
    <message>
        <source>{name} must decide now.</source>
        <translation>{name} اکنون باید تصمیم بگیرد.</translation>
    </message>
    <message>
        <source>{name} holds the {token} and may use its power this round.</source>
        <translation>{token} دست {name} است و در این دور می‌تواند از قدرتش استفاده کند.</translation>
    </message>
    <message>
        <source>{name} holds the {token} without its power (it comes only with a successful call).</source>
        <translation>{token} دست {name} است، ولی بدون قدرتش (قدرت فقط با رای‌گیری موفق به دست می‌آید).</translation>
    </message>
    <message>
        <source>{name} called for a vote this round.</source>
        <translation>{name} در این دور رای‌گیری خواست.</translation>
    </message>
    <message>
        <source>{name} won the game.</source>
        <translation>{name} برندهٔ بازی شد.</translation>
    </message>
    <message>
        <source>You hold the {token} and may use its power this round.</source>
        <translation>{token} دست شماست و در این دور می‌توانید از قدرتش استفاده کنید.</translation>
    </message>
    <message>
        <source>You hold the {token} without its power (it comes only with a successful call).</source>
        <translation>{token} دست شماست، ولی بدون قدرتش (قدرت فقط با رای‌گیری موفق به دست می‌آید).</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Off</source>
        <translation>خاموش</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>تند</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>کند</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>عادی</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>کوچک</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>بزرگ</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>روشن</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>تیره</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>کنتراست بالا</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>هماهنگ با سیستم</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>تمرینی</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>سخت‌گیرانه</translation>
    </message>
    <message>
        <source>Anything can be taken back; the game is marked as practice.</source>
        <translation>هر حرکتی را می‌توان پس گرفت؛ بازی به‌عنوان بازی تمرینی علامت می‌خورد.</translation>
    </message>
    <message>
        <source>Take back only your own moves of this turn, until a card is revealed.</source>
        <translation>فقط حرکت‌های خودتان در همین نوبت را، تا پیش از رو شدن کارتی، می‌توانید پس بگیرید.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>تنظیمات</translation>
    </message>
    <message>
        <source>&amp;Restore Defaults</source>
        <translation>&amp;بازگردانی پیش‌فرض‌ها</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>ظاهر</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;زبان:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;پوسته:</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation>&amp;اندازهٔ کارت‌ها:</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;سرعت پویانمایی:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source>&amp;Memory aid</source>
        <translation>&amp;کمک‌حافظه</translation>
    </message>
    <message>
        <source>Show the value of cards you have seen while they are facedown (off in the physical game).</source>
        <translation>ارزش کارت‌هایی را که دیده‌اید، وقتی به پشت هستند نشان می‌دهد (در بازی رومیزی چنین امکانی نیست).</translation>
    </message>
    <message>
        <source>Ask before calling for a &amp;vote</source>
        <translation>تأیید پیش از درخواست &amp;رای‌گیری</translation>
    </message>
    <message>
        <source>Keep cards I look at face up until I &amp;continue</source>
        <translation>کارت‌هایی که نگاه می‌کنم تا وقتی ادامه ندهم رو بمانند</translation>
    </message>
    <message>
        <source>Show the &amp;first-turn tutorial</source>
        <translation>&amp;نمایش آموزش نوبت اول</translation>
    </message>
    <message>
        <source>Default &amp;undo policy:</source>
        <translation>شیوهٔ پیش‌فرض &amp;واگرد:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>صدا</translation>
    </message>
    <message>
        <source>V&amp;olume:</source>
        <translation>بلندی &amp;صدا:</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>بلندی صدا</translation>
    </message>
    <message>
        <source>Mut&amp;e all sounds</source>
        <translation>&amp;خاموش کردن همهٔ صداها</translation>
    </message>
    <message>
        <source>The same as View ▸ Sound effects (M)</source>
        <translation>همان کار نما ▸ جلوه‌های صوتی (M)</translation>
    </message>
    <message>
        <source>Playing with friends</source>
        <translation>بازی با دوستان</translation>
    </message>
    <message>
        <source>asked when you first host or join</source>
        <translation>بار اول که میزبان شوید یا بپیوندید پرسیده می‌شود</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>نا&amp;م شما:</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds, after a number</comment>
        <translation> ثانیه</translation>
    </message>
    <message>
        <source>A&amp;way time:</source>
        <translation>مدت &amp;غیبت:</translation>
    </message>
    <message>
        <source>When a friend is away from a game you host, a bot plays for them after this many seconds, until they come back.</source>
        <translation>وقتی دوستی از بازی‌ای که میزبانش هستید دور می‌شود، پس از این چند ثانیه رباتی به جای او بازی می‌کند تا برگردد.</translation>
    </message>
    <message>
        <source>&amp;Port for games you host:</source>
        <translation>&amp;درگاه بازی‌هایی که میزبانی می‌کنید:</translation>
    </message>
    <message>
        <source>Friends connect to this port (8765 unless you forward another one on your router). If another program uses it, your game takes a free port and the lobby says which.</source>
        <translation>دوستانتان به این درگاه وصل می‌شوند (۸۷۶۵، مگر اینکه درگاه دیگری را در مودم یا مسیریاب‌تان به این رایانه فرستاده باشید). اگر برنامهٔ دیگری آن را گرفته باشد، بازی شما درگاهی آزاد برمی‌دارد و سالن انتظار می‌گوید کدام.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Arrow keys</source>
        <translation>کلیدهای جهت‌نما</translation>
    </message>
    <message>
        <source>Move between the cards you may choose</source>
        <translation>حرکت میان کارت‌هایی که می‌توانید انتخاب کنید</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter یا Space</translation>
    </message>
    <message>
        <source>Choose the card in the focus ring</source>
        <translation>انتخاب کارتی که کادر تمرکز دور آن است</translation>
    </message>
    <message>
        <source>Z or +</source>
        <translation>Z یا +</translation>
    </message>
    <message>
        <source>Show the card in the focus ring large, with its whole ability</source>
        <translation>نمایش بزرگ کارتی که کادر تمرکز دور آن است، با متن کامل قابلیتش</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Try a puzzle with the card shown large</source>
        <translation>حل معمایی با کارتی که بزرگ نشان داده شده</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Take back a half-made choice</source>
        <translation>پس گرفتن انتخابی که نیمه‌کاره مانده است</translation>
    </message>
    <message>
        <source>Alt+1 ... Alt+9</source>
        <translation>Alt+۱ ... Alt+۹</translation>
    </message>
    <message>
        <source>Press the buttons above the table</source>
        <translation>زدن دکمه‌های بالای میز</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>میان‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>کلیدها</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>عملکرد</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Mixed decks</source>
        <translation>دسته‌های ترکیبی</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>نسخه</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>بازی‌ها</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>بردها</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>درصد برد</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>میانگین امتیاز</translation>
    </message>
    <message>
        <source>Best game</source>
        <translation>بهترین بازی</translation>
    </message>
    <message>
        <source>Calls won</source>
        <translation>رای‌گیری موفق</translation>
    </message>
    <message>
        <source>Calls lost</source>
        <translation>رای‌گیری ناموفق</translation>
    </message>
    <message>
        <source>The player&apos;s name, and who played it last</source>
        <translation>نام بازیکن، و اینکه آخرین بار چه کسی آن را بازی کرد</translation>
    </message>
    <message>
        <source>The edition the games were played with</source>
        <translation>نسخه‌ای که بازی‌ها با آن انجام شد</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>بازی‌های تمام‌شده</translation>
    </message>
    <message>
        <source>Games won (the lowest total; ties broken by the token)</source>
        <translation>بازی‌های بُرده (کمترین جمع امتیاز؛ در تساوی، ژتون تعیین می‌کند)</translation>
    </message>
    <message>
        <source>The share of games won</source>
        <translation>سهم بازی‌های بُرده</translation>
    </message>
    <message>
        <source>The average game total (lower is better)</source>
        <translation>میانگین جمع امتیاز هر بازی (کمتر بهتر است)</translation>
    </message>
    <message>
        <source>The lowest game total</source>
        <translation>کمترین جمع امتیاز در یک بازی</translation>
    </message>
    <message>
        <source>Calls for a vote with the lowest village (the caller scores 0)</source>
        <translation>درخواست‌های رای‌گیری با کم‌ارزش‌ترین دهکده (درخواست‌کننده ۰ امتیاز می‌گیرد)</translation>
    </message>
    <message>
        <source>Calls for a vote without the lowest village (10 points added)</source>
        <translation>درخواست‌های رای‌گیری بدون کم‌ارزش‌ترین دهکده (۱۰ امتیاز اضافه می‌شود)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1٪</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 of %2 games won</source>
        <translation>%1 برد از %2 بازی</translation>
    </message>
    <message>
        <source>All games together: %1 points in %2 games</source>
        <translation>همهٔ بازی‌ها با هم: %1 امتیاز در %2 بازی</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>آمار</translation>
    </message>
    <message>
        <source>No finished games yet. Results appear here after each game.</source>
        <translation>هنوز هیچ بازی تمام‌شده‌ای نیست. نتایج پس از هر بازی اینجا نمایش داده می‌شوند.</translation>
    </message>
    <message>
        <source>Every seat counts, bots included. Scores are penalty points: lower is better.</source>
        <translation>همهٔ جایگاه‌ها، از جمله ربات‌ها، شمرده می‌شوند. امتیازها امتیاز جریمه‌اند: کمتر بهتر است.</translation>
    </message>
    <message>
        <source>The statistics were reset, but could not be saved.</source>
        <translation>آمار پاک شد، اما ذخیره نشد.</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;بازنشانی آمار…</translation>
    </message>
    <message>
        <source>Statistics per player and edition</source>
        <translation>آمار به تفکیک بازیکن و نسخه</translation>
    </message>
    <message>
        <source>Practice games are not counted here: those played with practice undo, opened from a file changed outside the app or saved elsewhere, or whose replay was watched before the end.</source>
        <translation>بازی‌های تمرینی اینجا شمرده نمی‌شوند: بازی‌هایی که با واگرد تمرینی انجام شده‌اند، از فایلی باز شده‌اند که بیرون از برنامه تغییر کرده یا جای دیگری ذخیره شده، یا بازپخش آن‌ها پیش از پایان دیده شده است.</translation>
    </message>
    <message>
        <source>The saved statistics could not be read. They were kept as %1; counting starts again.</source>
        <translation>آمار ذخیره‌شده خوانده نشد. با نام %1 نگه داشته شد و شمارش از نو آغاز می‌شود.</translation>
    </message>
    <message>
        <source>The saved statistics could not be read; new results will not be saved over them.</source>
        <translation>آمار ذخیره‌شده خوانده نشد؛ نتایج جدید روی آن ذخیره نخواهد شد.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>بازنشانی آمار</translation>
    </message>
    <message>
        <source>Forget the results of every player? This cannot be undone.</source>
        <translation>نتایج همهٔ بازیکنان پاک شود؟ این کار برگشت‌پذیر نیست.</translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message>
        <source>{name}: {what}</source>
        <comment>whose move a caption tells</comment>
        <translation>{name}: {what}</translation>
    </message>
    <message>
        <source>You called for a vote: every other player has one final turn.</source>
        <translation>رای‌گیری خواستید: هر یک از بازیکنان دیگر یک نوبت آخر دارد.</translation>
    </message>
    <message>
        <source>{name} called for a vote: every other player has one final turn.</source>
        <translation>{name} رای‌گیری خواست: هر یک از بازیکنان دیگر یک نوبت آخر دارد.</translation>
    </message>
    <message>
        <source>Your final turn: you may not call.</source>
        <translation>نوبت آخر شما: نمی‌توانید رای‌گیری بخواهید.</translation>
    </message>
    <message>
        <source>Final turn: {name}.</source>
        <translation>نوبت آخر: {name}.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>{name}  ·  {score}</source>
        <comment>a seat&apos;s name and its score on the table</comment>
        <translation>{name}:  {score}</translation>
    </message>
    <message>
        <source>{label}  →  {score}</source>
        <comment>a seat&apos;s village value, then its round score; the arrow points the reading way</comment>
        <translation>{label}  ←  {score}</translation>
    </message>
    <message>
        <source>{where}: {card} ({number}). {ability}</source>
        <translation>{where}: {card} ({number}). {ability}</translation>
    </message>
    <message>
        <source>{where}: facedown; you saw that it is a {number}.</source>
        <translation>{where}: به پشت؛ دیده‌اید که {number} است.</translation>
    </message>
    <message>
        <source>{where}: facedown.</source>
        <translation>{where}: به پشت.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>دور {round} از {rounds}</translation>
    </message>
    <message>
        <source>{what} (×{count})</source>
        <comment>a move told once for several alike in a row</comment>
        <translation>{what} ({count} بار)</translation>
    </message>
</context>
<context>
    <name>Token</name>
    <message>
        <source>You hold the {token}.</source>
        <translation>{token} دست شماست.</translation>
    </message>
    <message>
        <source>{name} holds the {token}.</source>
        <translation>{token} دست {name} است.</translation>
    </message>
    <message>
        <source>Its holder plays first in a round, and wins a tie at the end of the game.</source>
        <translation>دارندهٔ آن دور را شروع می‌کند و در پایان بازی، اگر امتیازها مساوی شود، برنده است.</translation>
    </message>
    <message>
        <source>Its power is on: once this round, on one of their turns, the holder may lay it on a card of their own village. Until the round ends no one may look at, move or swap that card; it still scores.</source>
        <translation>قدرتش فعال است: دارنده در این دور یک بار، در یکی از نوبت‌هایش، می‌تواند آن را روی کارتی از دهکدهٔ خودش بگذارد. تا پایان دور هیچ‌کس نمی‌تواند به آن کارت نگاه کند، جابه‌جایش کند یا عوضش کند؛ امتیاز آن کارت همچنان حساب می‌شود.</translation>
    </message>
    <message>
        <source>Its power is on: once this round, on one of their turns, the holder may lay it on a card of their own village. Until the round ends no one may look at, move or swap that card; it scores nothing, its ability is off, and it is left out when counting the 4 cards or fewer needed to call.</source>
        <translation>قدرتش فعال است: دارنده در این دور یک بار، در یکی از نوبت‌هایش، می‌تواند آن را روی کارتی از دهکدهٔ خودش بگذارد. تا پایان دور هیچ‌کس نمی‌تواند به آن کارت نگاه کند، جابه‌جایش کند یا عوضش کند؛ آن کارت امتیازی ندارد، قابلیتش خاموش است و در شمردن «۴ کارت یا کمتر» برای درخواست رای‌گیری حساب نمی‌شود.</translation>
    </message>
    <message>
        <source>Its power is on: once this round, on one of their turns, the holder may turn it to tails to turn over any one card of any village.</source>
        <translation>قدرتش فعال است: دارنده در این دور یک بار، در یکی از نوبت‌هایش، می‌تواند سکه را روی خط برگرداند و یک کارت دلخواه از هر دهکده‌ای را برگرداند.</translation>
    </message>
    <message>
        <source>It lies on a card of the holder&apos;s village until the round ends.</source>
        <translation>تا پایان دور روی کارتی از دهکدهٔ دارنده می‌ماند.</translation>
    </message>
    <message>
        <source>It has no power this round.</source>
        <translation>در این دور قدرتی ندارد.</translation>
    </message>
    <message>
        <source>When the round ends it goes to the player with the lowest round score; a caller whose vote succeeds takes it with its power on.</source>
        <translation>در پایان دور به بازیکنی می‌رسد که کمترین امتیاز دور را دارد؛ کسی که درخواست رای‌گیری‌اش موفق شود، آن را با قدرت فعال می‌گیرد.</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>&lt;b&gt;Your turn: three ways to play.&lt;/b&gt;&lt;br&gt;&lt;b&gt;Draw&lt;/b&gt; the top card of the deck: exchange it for one of your cards (or a set of matching cards), or discard it, or discard it to use its ability.&lt;br&gt;&lt;b&gt;Take&lt;/b&gt; the top card of the discard pile and exchange it into your village.&lt;br&gt;&lt;b&gt;Call for a vote&lt;/b&gt; when you think your village is the lowest: everyone else plays one more turn, then the round is scored. Low scores win.</source>
        <translation>&lt;b&gt;نوبت شما: سه راه برای بازی.&lt;/b&gt;&lt;br&gt;&lt;b&gt;کشیدن&lt;/b&gt; کارت رویی ستون کارت‌ها: آن را با یکی از کارت‌هایتان (یا گروهی از کارت‌های جور) تعویض کنید، یا آن را بسوزانید، یا بسوزانید و از قابلیتش استفاده کنید.&lt;br&gt;&lt;b&gt;برداشتن&lt;/b&gt; کارت رویی ستون کارت‌های سوخته و تعویض آن با کارتی از دهکده‌تان.&lt;br&gt;&lt;b&gt;درخواست رای‌گیری&lt;/b&gt; وقتی فکر می‌کنید دهکده‌تان کمترین ارزش را دارد: بقیه هر کدام یک نوبت دیگر بازی می‌کنند و سپس امتیاز دور شمرده می‌شود. امتیاز کمتر برنده است.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>فهمیدم</translation>
    </message>
    <message>
        <source>It will not show again. Settings can turn the first-turn tutorial back on.</source>
        <translation>دیگر نشان داده نمی‌شود. در تنظیمات می‌توانید آموزش نوبت اول را دوباره روشن کنید.</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>Silver Desktop</source>
        <translation>سیلور دسکتاپ</translation>
    </message>
    <message>
        <source>Keep your village low: swap, peek and use the villagers&apos; powers, and call for a vote when you think you are lowest.</source>
        <translation>ارزش دهکده‌تان را پایین نگه دارید: جابه‌جا کنید، دزدکی نگاه کنید، از قابلیت‌های اهالی دهکده استفاده کنید و هر وقت فکر کردید دهکده‌تان از همه کم‌ارزش‌تر است، رای‌گیری بخواهید.</translation>
    </message>
    <message>
        <source>&amp;Quick game</source>
        <translation>بازی &amp;سریع</translation>
    </message>
    <message>
        <source>You against three Medium bots, with the Silver deck</source>
        <translation>شما در برابر سه ربات متوسط، با دستهٔ سیلور</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>بازی &amp;جدید...</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;یادگیری بازی</translation>
    </message>
    <message>
        <source>A short guided game that shows you each move: Silver, Silver Bullet, Silver Coin</source>
        <translation>یک بازی کوتاه با راهنما که هر حرکت را نشانتان می‌دهد: سیلور، سیلور گلوله، سیلور سکه</translation>
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation>&amp;ادامهٔ بازی قبلی</translation>
    </message>
    <message>
        <source>Play with &amp;friends</source>
        <translation>بازی با &amp;دوستان</translation>
    </message>
    <message>
        <source>Play together, each on their own computer: invite friends, or join their game</source>
        <translation>با هم بازی کنید، هر کس روی رایانهٔ خودش: دوستانتان را دعوت کنید یا به بازی آن‌ها بپیوندید</translation>
    </message>
    <message>
        <source>&amp;Invite friends...</source>
        <translation>&amp;دعوت از دوستان...</translation>
    </message>
    <message>
        <source>&amp;Join a game...</source>
        <translation>&amp;پیوستن به بازی...</translation>
    </message>
</context>
</TS>
