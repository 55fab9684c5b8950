; Windows installer for Silver Desktop (NSIS 3, Modern UI 2).
;
; Per user, without administrator rights: installs the PyInstaller folder to
; %LOCALAPPDATA%\Programs\Silver Desktop, adds a Start menu shortcut, a desktop shortcut (optional, on
; the components page) and an entry in Settings > Apps (for the current user), opens .silver game files
; with the app (for the current user), and writes an uninstaller. It refuses to replace a running copy. The installer speaks English,
; Persian and Korean (it asks, preselecting the Windows display language).
;
;   makensis -DVERSION=0.1.0 -DWINVERSION=0.1.0.0 -DBUNDLE=<folder> -DOUTFILE=<setup.exe> installer.nsi
;
; VERSION comes from pyproject.toml (packaging/version.py; WINVERSION is the --windows form),
; BUNDLE is the folder PyInstaller made (silver-desktop.exe and _internal\). The release workflow runs
; this on Windows; packaging/windows/check-nsis.sh compiles it on Linux against a stand-in folder.

Unicode true
ManifestDPIAware true
RequestExecutionLevel user
SetCompressor /SOLID lzma

!ifndef VERSION | WINVERSION | BUNDLE | OUTFILE
  !error "Define VERSION, WINVERSION, BUNDLE and OUTFILE (see the top of installer.nsi)"
!endif
; The app's icon, relative to this file unless given.
!ifndef ICON
  !define ICON "${__FILEDIR__}\..\..\assets\icon\silver-desktop.ico"
!endif

!define APP_NAME "Silver Desktop"
!define APP_EXE "silver-desktop.exe"
!define PUBLISHER "Silver Desktop contributors"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\SilverDesktop"
!define SETTINGS_KEY "Software\Silver Desktop"
; The .silver game files: the extension names a ProgID, which says how to open them (per user).
!define FILE_EXT_KEY "Software\Classes\.silver"
!define PROGID "SilverDesktop.Game"
!define PROGID_KEY "Software\Classes\${PROGID}"
!define OPEN_COMMAND '"$INSTDIR\${APP_EXE}" "%1"'
; Invite links to network games (silver://HOST:PORT/ROOM): a URL protocol (per user), opened by the same
; command; the app reads the link and asks before it connects.
!define URL_KEY "Software\Classes\silver"
!define SHCNE_ASSOCCHANGED 0x08000000

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP_NAME}"
InstallDirRegKey HKCU "${SETTINGS_KEY}" "InstallDir"
BrandingText "${APP_NAME} ${VERSION}"

; Version information of setup.exe (Properties > Details).
VIProductVersion "${WINVERSION}"
VIFileVersion "${WINVERSION}"
VIAddVersionKey /LANG=0 "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${APP_NAME} ${VERSION} setup"
VIAddVersionKey /LANG=0 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=0 "LegalCopyright" "MIT licence; fonts under the SIL Open Font License"

; Pages.
!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_LANGDLL_ALLLANGUAGES
!define MUI_LANGDLL_REGISTRY_ROOT HKCU
!define MUI_LANGDLL_REGISTRY_KEY "${SETTINGS_KEY}"
!define MUI_LANGDLL_REGISTRY_VALUENAME "InstallerLanguage"
!define MUI_FINISHPAGE_RUN "$INSTDIR\${APP_EXE}"
!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; Languages: the first one is the default.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Farsi"
!insertmacro MUI_LANGUAGE "Korean"
!insertmacro MUI_RESERVEFILE_LANGDLL

; The name of the .silver file type in Explorer, in the installer's language.
LangString FILE_TYPE_NAME ${LANG_ENGLISH} "Silver game"
LangString FILE_TYPE_NAME ${LANG_FARSI} "بازی سیلور"
LangString FILE_TYPE_NAME ${LANG_KOREAN} "실버 게임"

; The optional desktop shortcut, and the message when the program is running, in the installer's language.
LangString DESKTOP_SHORTCUT ${LANG_ENGLISH} "Desktop shortcut"
LangString DESKTOP_SHORTCUT ${LANG_FARSI} "میان‌بر روی میز کار"
LangString DESKTOP_SHORTCUT ${LANG_KOREAN} "바탕 화면 바로 가기"
LangString APP_RUNNING ${LANG_ENGLISH} "Silver Desktop is running. Close it, then run the installer again."
LangString APP_RUNNING ${LANG_FARSI} "سیلور دسکتاپ باز است. آن را ببندید و نصب را دوباره اجرا کنید."
LangString APP_RUNNING ${LANG_KOREAN} "실버 데스크톱이 실행 중입니다. 프로그램을 닫은 다음 설치 프로그램을 다시 실행하십시오."

; A running program cannot be replaced: Windows keeps its .exe open, so it cannot be opened for
; writing. Refuse then, before anything is changed (a silent install, setup.exe /S, just stops).
Function RefuseWhileRunning
  IfFileExists "$INSTDIR\${APP_EXE}" 0 not_running
  ClearErrors
  FileOpen $0 "$INSTDIR\${APP_EXE}" a
  IfErrors 0 can_write
  MessageBox MB_OK|MB_ICONSTOP "$(APP_RUNNING)" /SD IDOK
  Abort
  can_write:
  FileClose $0
  not_running:
FunctionEnd

Function .onInit
  ; Ask for the language, except in a silent install (setup.exe /S), which must never wait for a click.
  IfSilent language_done
  !insertmacro MUI_LANGDLL_DISPLAY
  language_done:
FunctionEnd

Function un.onInit
  !insertmacro MUI_UNGETLANGUAGE
FunctionEnd

Section "-Install"
  Call RefuseWhileRunning
  ; An update replaces the old program folder whole, so no file of an older version stays behind.
  RMDir /r "$INSTDIR\_internal"
  SetOutPath "$INSTDIR"
  File /r "${BUNDLE}\*"
  WriteUninstaller "$INSTDIR\Uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}"

  ; Settings > Apps lists the app for this user, with its version and size.
  WriteRegStr HKCU "${SETTINGS_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${APP_EXE}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\Uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\Uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"

  ; Double-clicking a .silver file opens it in the app (silver-desktop.exe FILE), with the app's icon.
  WriteRegStr HKCU "${FILE_EXT_KEY}" "" "${PROGID}"
  WriteRegStr HKCU "${FILE_EXT_KEY}\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "${PROGID_KEY}" "" "$(FILE_TYPE_NAME)"
  WriteRegStr HKCU "${PROGID_KEY}\DefaultIcon" "" "$INSTDIR\${APP_EXE},0"
  WriteRegStr HKCU "${PROGID_KEY}\shell\open\command" "" '${OPEN_COMMAND}'
  ; Clicking a silver:// invite link opens it in the app (silver-desktop.exe LINK).
  WriteRegStr HKCU "${URL_KEY}" "" "URL:Silver Desktop invite"
  WriteRegStr HKCU "${URL_KEY}" "URL Protocol" ""
  WriteRegStr HKCU "${URL_KEY}\DefaultIcon" "" "$INSTDIR\${APP_EXE},0"
  WriteRegStr HKCU "${URL_KEY}\shell\open\command" "" '${OPEN_COMMAND}'
  System::Call 'shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i 0, p 0, p 0)'
SectionEnd

; Chosen by default; the components page lets the person leave it out.
Section "$(DESKTOP_SHORTCUT)" DesktopShortcut
  CreateShortcut "$DESKTOP\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}"
SectionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  Delete "$DESKTOP\${APP_NAME}.lnk"
  ; Only what the installer put there (the folder may have been chosen by hand), then the folder if empty.
  ; The player's settings and saved games (%LOCALAPPDATA%\silver-desktop) stay.
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${APP_EXE}"
  Delete "$INSTDIR\Uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "${SETTINGS_KEY}"

  ; The .silver association, only where it still points to this copy of the app: another program (or
  ; another install folder) that took it over since keeps it.
  ReadRegStr $0 HKCU "${PROGID_KEY}\shell\open\command" ""
  ${If} $0 == '${OPEN_COMMAND}'
    DeleteRegKey HKCU "${PROGID_KEY}"
    DeleteRegValue HKCU "${FILE_EXT_KEY}\OpenWithProgids" "${PROGID}"
    DeleteRegKey /ifempty HKCU "${FILE_EXT_KEY}\OpenWithProgids"
    ReadRegStr $1 HKCU "${FILE_EXT_KEY}" ""
    ${If} $1 == "${PROGID}"
      DeleteRegValue HKCU "${FILE_EXT_KEY}" ""
    ${EndIf}
    DeleteRegKey /ifempty HKCU "${FILE_EXT_KEY}"
    System::Call 'shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i 0, p 0, p 0)'
  ${EndIf}
  ; The silver:// links, likewise only while they still open this copy of the app.
  ReadRegStr $0 HKCU "${URL_KEY}\shell\open\command" ""
  ${If} $0 == '${OPEN_COMMAND}'
    DeleteRegKey HKCU "${URL_KEY}"
  ${EndIf}
SectionEnd
